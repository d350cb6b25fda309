// The planopermissao family's chunk.
export { PlanoPermissaoPage } from './PlanoPermissaoPage.tsx';
