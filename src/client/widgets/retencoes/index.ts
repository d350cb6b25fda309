export { RetencoesWidget } from './RetencoesWidget.tsx';
