// The people import's two pages (gestaopessoas.pessoa.importacao and its .resultado).
export { ImportacaoDePessoasPage } from './ImportacaoDePessoasPage.tsx';
export { ResultadoDaImportacaoPage } from './ResultadoDaImportacaoPage.tsx';
