import { MENSAGENS_DO_ORCAMENTO as M } from '../../orcamento/mensagens.ts';

// Financeiro › plano orçamentário: the messages of the budget plan's rules (src/shared/orcamento).
export const EN_ORCAMENTO: Readonly<Record<string, string>> = {
  [M.valorAnual]: 'The yearly amount must be a whole number of cents from 0 to 999,999,999,999.99.',
  [M.copiaNaPropriaLinha]: 'Choose another category or cost centre to receive the copy.',
  [M.avisoDeUltrapassagem]:
    'Warning: this expense exceeds the budget of {categoria} / {centroDeCusto} for {competencia} by {excedente} (planned {planejado}, already committed {comprometido}, this expense {valor}).',
  [M.bloqueioPorUltrapassagem]:
    'This expense would exceed the budget of {categoria} / {centroDeCusto} for {competencia} by {excedente} (planned {planejado}, already committed {comprometido}, this expense {valor}) and cannot be saved.',
  [M.anoFechado]: 'The {ano} budget is closed and accepts no changes.',
  'Não verifica o orçamento': 'Does not check the budget',
};
