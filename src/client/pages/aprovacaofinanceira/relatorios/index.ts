// The approval family's report cards, and the execution report's dialog the project page opens.
export { RelatoriosDaAprovacaoPage } from './RelatoriosDaAprovacaoPage.tsx';
export { DialogoDoRelatorioDaAprovacao } from './DialogoDoRelatorioDaAprovacao.tsx';
export { cartoesDaAprovacao } from './cartoes.ts';
