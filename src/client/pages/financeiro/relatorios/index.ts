export { RelatoriosFinanceirosPage } from './RelatoriosFinanceirosPage.tsx';
