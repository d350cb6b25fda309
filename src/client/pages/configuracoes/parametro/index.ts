// The configuracoes.parametro route's chunk.
export { ParametrosPage } from './ParametrosPage.tsx';
