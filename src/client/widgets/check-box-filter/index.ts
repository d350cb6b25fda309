export { CheckBoxFilterWidget } from './CheckBoxFilterWidget.tsx';
