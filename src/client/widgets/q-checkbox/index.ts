export { QCheckboxWidget } from './QCheckboxWidget.tsx';
