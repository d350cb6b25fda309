export { IntervaloWidget } from './IntervaloWidget.tsx';
export type { ValorIntervalo } from './limites.ts';
