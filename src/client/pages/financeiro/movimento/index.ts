// The finance family's hand-written pages of account movements (the transfers are the engine's screen).
export { ExtratoPage } from './ExtratoPage.tsx';
export { FluxoDeCaixaPage } from './FluxoDeCaixaPage.tsx';
