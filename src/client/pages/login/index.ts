// The login family's chunk.
export { LoginPage } from './LoginPage.tsx';
export { NovaSenhaPage } from './NovaSenhaPage.tsx';
export { RecuperarSenhaPage } from './RecuperarSenhaPage.tsx';
export { SelecaoUnidadePage } from './SelecaoUnidadePage.tsx';
