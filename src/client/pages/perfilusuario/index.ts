// The perfilusuario family's chunk.
export { AlteracaoSenhaPage } from './AlteracaoSenhaPage.tsx';
export { DadosPage } from './DadosPage.tsx';
