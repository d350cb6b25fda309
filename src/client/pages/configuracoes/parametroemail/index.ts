// The configuracoes.parametroemail route's chunk.
export { ParametrosEmailPage } from './ParametrosEmailPage.tsx';
