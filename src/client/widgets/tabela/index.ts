export { TabelaWidget, type TabelaProps } from './TabelaWidget.tsx';
export { colunasDaTabela, legendaDaTabela, totaisDaTabela, type ColunaDaTabelaDeItens } from './colunas.ts';
