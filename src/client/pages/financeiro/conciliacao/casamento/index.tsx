// Financeiro › Conciliação bancária: the matching tabs (despesa: money out; receita: money in) and
// the closing of reconciled periods, hand-written flows over the calls of casamento/rotas.ts.
import { CasamentoPage } from './CasamentoPage.tsx';

export { FechamentoPage } from './FechamentoPage.tsx';

export const ConciliacaoDespesaPage = () => <CasamentoPage sentido="SAIDA" />;
export const ConciliacaoReceitaPage = () => <CasamentoPage sentido="ENTRADA" />;
