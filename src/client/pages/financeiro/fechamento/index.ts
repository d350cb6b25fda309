// Financeiro › Contabilidade › Fechamento (src/client/app/routes/familias/financeiro.ts).
export { FechamentoPage } from './FechamentoPage.tsx';
