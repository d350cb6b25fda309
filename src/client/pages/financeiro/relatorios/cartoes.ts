import type { RelatorioFinanceiro } from '../../../../shared/api/relatoriosFinanceiros.ts';
import { anoAteHoje, mesAteHoje, mesInteiro, notaDoFormato, type CartaoDeRelatorio, type PeriodoInicial } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The finance report cards (spec section 2: title, description and emitir): what each asks
// for besides the period and the format. Every field is optional but the statement's account.

export type CampoDoRelatorio = 'conta' | 'categoria' | 'centroCusto' | 'tipo' | 'situacao' | 'agrupamento' | 'contaContabil' | 'ano';

export interface CartaoFinanceiro extends CartaoDeRelatorio {
  id: RelatorioFinanceiro;
  campos: readonly CampoDoRelatorio[];
  contaObrigatoria?: boolean;
  /** False for the budget's execution, which asks for a year. */
  comPeriodo?: boolean;
  periodoInicial: PeriodoInicial;
  notaDoFormato?: string;
}

export const cartoesFinanceiros = (t: typeof Traduzir): readonly CartaoFinanceiro[] => [
  {
    id: 'contasabertas',
    titulo: t('Contas a pagar e a receber'),
    descricao: t('As parcelas em aberto com vencimento no período, por data de vencimento: pessoa, documento, valor, o que falta e os dias em atraso, com os totais a receber, a pagar e o saldo.'),
    campos: ['tipo', 'situacao', 'conta', 'centroCusto'],
    periodoInicial: mesInteiro,
    notaDoFormato: notaDoFormato(t),
  },
  {
    id: 'baixas',
    titulo: t('Títulos pagos e recebidos'),
    descricao: t('Os pagamentos e recebimentos do período, dia a dia, com juros, multa e desconto; um estorno entra na sua data com o sinal contrário, e os totais são líquidos.'),
    campos: ['tipo', 'conta', 'centroCusto'],
    periodoInicial: mesAteHoje,
    notaDoFormato: notaDoFormato(t),
  },
  {
    id: 'extrato',
    titulo: t('Extrato'),
    descricao: t('Os movimentos de uma conta no período com o saldo corrido, como na tela do extrato: saldo inicial, entradas, saídas e saldo final.'),
    campos: ['conta', 'categoria', 'centroCusto'],
    contaObrigatoria: true,
    periodoInicial: mesAteHoje,
    notaDoFormato: t('Até 10.000 movimentos; para mais, escolha um período menor.'),
  },
  {
    id: 'fluxocaixa',
    titulo: t('Fluxo de caixa'),
    descricao: t('Entradas e saídas realizadas e previstas por dia, semana ou mês, com o resultado e o saldo de cada período, de uma conta ou de todas.'),
    campos: ['agrupamento', 'conta'],
    periodoInicial: mesInteiro,
  },
  {
    id: 'balancete',
    titulo: t('Balancete'),
    descricao: t('Cada conta do plano de contas com o saldo anterior, os débitos e créditos do período e o saldo final; as sintéticas somam as suas analíticas.'),
    campos: [],
    periodoInicial: mesAteHoje,
  },
  {
    id: 'razao',
    titulo: t('Razão'),
    descricao: t('Os lançamentos de uma conta contábil no período, com a contrapartida e o saldo depois de cada um.'),
    campos: ['contaContabil'],
    periodoInicial: mesAteHoje,
  },
  {
    id: 'dsd',
    titulo: t('Demonstração do superávit ou déficit'),
    descricao: t('As receitas e as despesas do período pelo plano de contas e o resultado, superávit ou déficit (ITG 2002).'),
    campos: [],
    periodoInicial: anoAteHoje,
  },
  {
    id: 'execucaoorcamentaria',
    titulo: t('Execução orçamentária'),
    descricao: t('O orçamento de um ano, planejado x realizado por categoria e centro de custo, com a diferença e o percentual realizado.'),
    campos: ['ano', 'centroCusto'],
    comPeriodo: false,
    periodoInicial: anoAteHoje,
  },
];
