// The accounting section's hand-written pages (src/client/app/routes/familias/financeiro.ts).
export { ExtratosContabeisPage } from './ExtratosContabeisPage.tsx';
export { LancamentosContabeisPage } from './LancamentosContabeisPage.tsx';
export { ParametrosContabeisPage, PlanoDeContasPage } from './TelasDaContabilidade.tsx';
