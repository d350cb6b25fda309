export { OSelectWidget } from './OSelectWidget.tsx';
