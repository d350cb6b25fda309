// The comunicados family's chunk (the top bar's button and live toasts are in barra/, in the main chunk).
export { ComunicadosPage } from './ComunicadosPage.tsx';
export { ComunicadoPage } from './ComunicadoPage.tsx';
