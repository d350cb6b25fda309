// The people import's chunk (with the engine's import pages).
export { ImportacaoDePessoasPage, ResultadoDaImportacaoPage } from './ImportacaoDePessoasPage.tsx';
