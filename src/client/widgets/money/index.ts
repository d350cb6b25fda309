export { MoneyWidget } from './MoneyWidget.tsx';
