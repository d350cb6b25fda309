// Financeiro › Plano orçamentário: the budget grid with planned vs realised, and the closing of a year.
export { OrcamentoPage } from './OrcamentoPage.tsx';
export { FechamentoDoOrcamentoPage } from './FechamentoDoOrcamentoPage.tsx';
