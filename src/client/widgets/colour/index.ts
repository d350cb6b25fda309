export { ColourWidget } from './ColourWidget.tsx';
