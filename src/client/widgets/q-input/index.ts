export { QInputWidget } from './QInputWidget.tsx';
