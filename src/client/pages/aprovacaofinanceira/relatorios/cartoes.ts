import type { RelatorioDaAprovacao } from '../../../../shared/api/relatoriosDaAprovacao.ts';
import { mesInteiro, notaDoFormato, type CartaoDeRelatorio } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The report cards of aprovacaofinanceira/relatorios (spec section 2: title, description and
// emitir): what each asks for besides the format.

export interface CartaoDaAprovacao extends CartaoDeRelatorio {
  id: RelatorioDaAprovacao;
  /** The approvals ask for a period; a project's execution may be limited to one; the loans are today's. */
  periodo: 'obrigatorio' | 'opcional' | 'nenhum';
  notaDoFormato?: string;
}

export const cartoesDaAprovacao = (t: typeof Traduzir): readonly CartaoDaAprovacao[] => [
  {
    id: 'aprovacoes',
    titulo: t('Aprovações por período e aprovador'),
    descricao: t('Cada aprovação e rejeição dos títulos a pagar da unidade no período: data, título, pessoa, valor, nível, decisão, motivo e aprovador, com os totais por aprovador.'),
    periodo: 'obrigatorio',
    notaDoFormato: notaDoFormato(t),
  },
  {
    id: 'emprestimos',
    titulo: t('Empréstimos em aberto e atrasados'),
    descricao: t('Os empréstimos entre projetos ainda não quitados, pela data de devolução: valor, devolvido, saldo devedor e dias em atraso, com o saldo devedor e o atrasado.'),
    periodo: 'nenhum',
  },
  {
    id: 'execucaoprojeto',
    titulo: t('Execução financeira do projeto'),
    descricao: t('A prestação de contas de um projeto: orçado x executado por rubrica e cada despesa com o seu documento, pessoa, data, rubrica e valor, pago e em aberto, com os totais.'),
    periodo: 'opcional',
    notaDoFormato: notaDoFormato(t),
  },
];

/** The period the dialog opens with, when it asks for one. */
export const PERIODO_INICIAL = mesInteiro;
