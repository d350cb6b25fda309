import type { RelatorioFinanceiro } from '../../../../shared/api/relatoriosFinanceiros.ts';
import { mesAteHoje, mesInteiro, notaDoFormato, type CartaoDeRelatorio, type PeriodoInicial } from '../../../components/relatorios/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// The finance report cards (spec section 2: title, description and emitir): what each asks
// for besides the period and the format. Every field is optional but the statement's account.

export type CampoDoRelatorio = 'conta' | 'categoria' | 'centroCusto' | 'tipo' | 'situacao' | 'agrupamento';

export interface CartaoFinanceiro extends CartaoDeRelatorio {
  id: RelatorioFinanceiro;
  campos: readonly CampoDoRelatorio[];
  contaObrigatoria?: boolean;
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
];
