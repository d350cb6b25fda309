export { ListaDeItensWidget, type ListaDeItensProps } from './ListaDeItensWidget.tsx';
export { camposDoItem, esquemaDosItens, novoItem, rotuloCurto, type CampoDoItem, type Item } from './itens.ts';
