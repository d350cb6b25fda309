// The donations dashboard: a hand-written picture over recharts, loaded only here.
export { PainelDasDoacoesPage } from './PainelDasDoacoesPage.tsx';
