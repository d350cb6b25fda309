export { ListaDeItensWidget, type ListaDeItensProps } from './ListaDeItensWidget.tsx';
export { camposDoItem, comValorNoItem, esquemaDosItens, itensDe, novoItem, rotuloCurto, type CampoDoItem, type Item } from './itens.ts';
