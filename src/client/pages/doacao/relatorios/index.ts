// The donations' report cards.
export { RelatoriosDeDoacoesPage } from './RelatoriosDeDoacoesPage.tsx';
