export { CodigoWidget } from './CodigoWidget.tsx';
