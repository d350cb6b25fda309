// Fundraising's report cards.
export { RelatoriosDaMobilizacaoPage } from './RelatoriosDaMobilizacaoPage.tsx';
