// The avisos family's chunk (the top bar's bell and live toasts are in barra/, in the main chunk).
export { AvisosPage } from './AvisosPage.tsx';
export { PublicarAvisoPage } from './PublicarAvisoPage.tsx';
export { PublicadosPage } from './PublicadosPage.tsx';
export { LeiturasPage } from './LeiturasPage.tsx';
