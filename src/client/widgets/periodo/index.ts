export { PeriodoWidget } from './PeriodoWidget.tsx';
