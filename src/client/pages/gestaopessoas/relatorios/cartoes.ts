import { URL_ANIVERSARIANTES, type PedidoDeAniversariantes } from '../../../../shared/api/relatoriosDePessoas.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';
import { mesInteiro, type CartaoComEmissao } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';
import { emitirRelatorio } from '../dados/api.ts';
import { notaDoFormato } from './textos.ts';

async function emitirAniversariantes(pedido: PedidoDeAniversariantes): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(URL_ANIVERSARIANTES, pedido)).content;
}

/** The register's report cards (spec section 4: title, description and emitir), in the language of `t` (a useT()). */
export const cartoesDePessoas = (t: typeof Traduzir): readonly CartaoComEmissao[] => [
  {
    id: 'pessoascadastradas',
    titulo: t('Pessoas cadastradas'),
    descricao: t('Todas as pessoas ativas da unidade: código, nome, tipo, CPF ou CNPJ, contatos, cidade e situação. Para uma lista filtrada, use Imprimir no cadastro.'),
    comPeriodo: false,
    notaDoFormato: notaDoFormato(t),
    emitir: ({ formato }) => emitirRelatorio({}, formato),
  },
  {
    id: 'aniversariantes',
    titulo: t('Aniversariantes do período'),
    descricao: t('As pessoas físicas ativas da unidade que fazem aniversário no período, dia a dia: nome, idade que completam, telefones e e-mail.'),
    comPeriodo: true,
    periodoInicial: mesInteiro,
    notaDoFormato: notaDoFormato(t),
    emitir: async ({ formato, periodo }) => {
      if (periodo === null) throw new Error('O relatório de aniversariantes tem período.');
      return emitirAniversariantes({ ...periodo, formato });
    },
  },
];
