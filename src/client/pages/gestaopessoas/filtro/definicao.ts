import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../../shared/engine/tela-resolvida.ts';
import type { MaskType } from '../../../../shared/masks/index.ts';
import type { RuleSpec } from '../../../../shared/validation/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';
import type { FontesDoAutocomplete } from '../../../widgets/q-autocomplete/index.ts';

// The person filter panel of the specification, in its order, as the shared filter bar reads
// it: the one place that says which fields, widgets, masks and rules the panel has.

interface Campo {
  parametro: string;
  titulo: string;
  widget: CampoDoFiltroResolvido['widget'];
  largura: number;
  mascara?: MaskType;
  referencia?: string;
  multiplo?: boolean;
  regras?: readonly RuleSpec[];
}

function campo({ parametro, titulo, widget, largura, mascara, referencia, multiplo, regras }: Campo): CampoDoFiltroResolvido {
  return {
    parametro,
    campo: null,
    titulo,
    widget,
    largura,
    mascara: mascara ?? null,
    formato: null,
    tipo: null,
    opcoes: null,
    referencia: referencia ?? null,
    multiplo: multiplo ?? false,
    regras: regras ?? [],
  };
}

/** The referenced collections the autocompletes search (section 7: each with a `fields` selection). */
export const FONTES_DO_FILTRO: FontesDoAutocomplete = {
  cidade: { url: '/api/cidades', campos: ['id', 'nome', 'estado.uf'] },
  situacaoPessoa: { url: '/api/pessoas/situacoes', campos: ['id', 'descricao'] },
  grupoPessoa: { url: '/api/pessoas/grupospessoas', campos: ['id', 'descricao'] },
};

/** The panel in the language of `t` (a component's useT()): build once per language. */
export function filtroDePessoas(t: typeof Traduzir): FiltroResolvido {
  return {
    campos: [
      campo({ parametro: 'cidade', titulo: t('Cidade'), widget: 'q-autocomplete', largura: 6, referencia: 'cidade' }),
      // E-mail and phone match a part of the stored value (the server's LIKE), so any fragment is valid.
      campo({ parametro: 'email', titulo: t('E-mail / E-mail Sec.'), widget: 'q-input', largura: 3, regras: [{ rule: 'maxLength', value: 200 }] }),
      campo({ parametro: 'numeroContato', titulo: t('Telefone / Celular'), widget: 'masked-input', largura: 3, mascara: 'telefone' }),
      campo({ parametro: 'situacoes', titulo: t('Situação'), widget: 'q-autocomplete', largura: 6, referencia: 'situacaoPessoa', multiplo: true }),
      campo({ parametro: 'grupos', titulo: t('Grupos'), widget: 'q-autocomplete', largura: 6, referencia: 'grupoPessoa', multiplo: true }),
      campo({ parametro: 'cpf', titulo: 'CPF', widget: 'masked-input', largura: 6, mascara: 'cpf', regras: [{ rule: 'cpf' }] }),
      campo({ parametro: 'cnpj', titulo: 'CNPJ', widget: 'masked-input', largura: 6, mascara: 'cnpj', regras: [{ rule: 'cnpj' }] }),
      campo({ parametro: 'papelPessoaFisica', titulo: t('Pessoas Físicas'), widget: 'check-box-filter', largura: 4 }),
      campo({ parametro: 'papelPessoaJuridica', titulo: t('Pessoas Jurídicas'), widget: 'check-box-filter', largura: 4 }),
      campo({ parametro: 'isOrigemCadastroPortalDoacao', titulo: t('Cadastro Portal Doação'), widget: 'check-box-filter', largura: 4 }),
    ],
  };
}
