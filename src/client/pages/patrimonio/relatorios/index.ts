// The assets' report cards.
export { RelatoriosDoPatrimonioPage } from './RelatoriosDoPatrimonioPage.tsx';
