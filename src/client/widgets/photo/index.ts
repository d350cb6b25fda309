export { PhotoWidget } from './PhotoWidget.tsx';
