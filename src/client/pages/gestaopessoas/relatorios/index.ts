export { RelatoriosDePessoasPage } from './RelatoriosDePessoasPage.tsx';
export { DialogoDeImpressao } from './DialogoDeImpressao.tsx';
