export { NumberWidget } from './NumberWidget.tsx';
