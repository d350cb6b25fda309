import { MENSAGENS_DO_ORCAMENTO as M } from '../../orcamento/mensagens.ts';
import { MENSAGENS_DO_PLANO as P } from '../../orcamento/mensagens-do-plano.ts';

// Financeiro › plano orçamentário: the messages of the budget plan's rules (src/shared/orcamento),
// of its calls (planoorcamentario/mensagens.ts), its tags and its screens.
export const EN_ORCAMENTO: Readonly<Record<string, string>> = {
  [M.valorAnual]: 'The yearly amount must be a whole number of cents from 0 to 999,999,999,999.99.',
  [M.copiaNaPropriaLinha]: 'Choose another category or cost centre to receive the copy.',
  [M.avisoDeUltrapassagem]:
    'Warning: this expense exceeds the budget of {categoria} / {centroDeCusto} for {competencia} by {excedente} (planned {planejado}, already committed {comprometido}, this expense {valor}).',
  [M.bloqueioPorUltrapassagem]:
    'This expense would exceed the budget of {categoria} / {centroDeCusto} for {competencia} by {excedente} (planned {planejado}, already committed {comprometido}, this expense {valor}) and cannot be saved.',
  [M.anoFechado]: 'The {ano} budget is closed and accepts no changes.',
  'Não verifica o orçamento': 'Does not check the budget',
  [P.ano]: 'Enter a year from 2000 to 2100.',
  [P.linhas]: 'Send the budget lines (up to 2,000).',
  [P.mes]: 'Enter an amount from R$ 0.00 to R$ 999,999,999,999.99, with at most two decimals.',
  [P.meses]: "Enter the line's twelve months.",
  [P.categoria]: 'Choose an active analytic category.',
  [P.centroDeCusto]: 'Choose an active cost centre.',
  [P.linhaRepetida]: 'This category and cost centre already have a line.',
  [P.origemAusente]: 'The source line is not in the {ano} budget.',
  [P.restoNo]: 'Choose where the leftover cents go: first or last month.',
  [P.jaFechado]: 'The {ano} budget is already closed.',
  [P.naoFechado]: 'The {ano} budget is not closed.',
  [P.salvo]: 'Budget saved.',
  [P.fechado]: '{ano} budget closed.',
  [P.reaberto]: '{ano} budget reopened.',
  'Consultar o plano orçamentário e o previsto x realizado da unidade.': "View the unit's budget plan and planned vs realised.",
  'Lançar, copiar e distribuir as linhas do plano orçamentário.': 'Enter, copy and spread the lines of the budget plan.',
  'Fechar e reabrir o orçamento de um ano.': "Close and reopen a year's budget.",
};
