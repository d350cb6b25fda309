// The supplies' report cards.
export { RelatoriosDeSuprimentosPage } from './RelatoriosDeSuprimentosPage.tsx';
