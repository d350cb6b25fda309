// The gestaopessoas family's chunk.
export { ListaPessoasPage } from './ListaPessoasPage.tsx';
