export { TabelaWidget } from './TabelaWidget.tsx';
export { colunasDaTabela, legendaDaTabela, totaisDaTabela, type ColunaDaTabelaDeItens } from './colunas.ts';
