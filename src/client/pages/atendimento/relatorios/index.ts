// The service desk's report cards.
export { RelatoriosDoAtendimentoPage } from './RelatoriosDoAtendimentoPage.tsx';
