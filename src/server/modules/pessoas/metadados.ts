import type { MetadadosDePessoas } from '../../../shared/api/pessoas.ts';
import { mesclarTela } from '../../../shared/engine/merge.ts';
import { encontrarPropriedade } from '../../../shared/engine/modelo.ts';
import type { TelaDoCadastro } from './cadastro.ts';

/** GET /api/pessoas/metadatalist, from the people screen's list (its searched fields and order). */
export function metadadosDaLista({ descritor, modelo }: TelaDoCadastro): MetadadosDePessoas {
  const lista = mesclarTela(descritor, modelo, {}).lista;
  const ordem = lista?.ordenacaoPadrao;
  return {
    params: {
      page: 1,
      rpp: lista?.rpp ?? 10,
      sort: ordem ? `${ordem.campo},${ordem.direcao}` : 'nome,asc',
      situacoes: [],
      grupos: [],
      cidadeId: null,
      q: '',
      email: '',
      numeroContato: '',
      cpf: '',
      cnpj: '',
      papelPessoaJuridica: false,
      papelPessoaFisica: false,
      fornecedor: false,
      isOrigemCadastroPortalDoacao: false,
    },
    camposPesquisados: (lista?.camposPesquisados ?? []).map((campo) => encontrarPropriedade(modelo, campo)?.propriedade.title ?? campo),
  };
}
