export { RelatoriosDePessoasPage } from './RelatoriosDePessoasPage.tsx';
export { DialogoDeImpressao } from './DialogoDeImpressao.tsx';
export { TAG_IMPRIMIR } from './textos.ts';
