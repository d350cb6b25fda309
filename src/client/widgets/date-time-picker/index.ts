export { DateTimePickerWidget } from './DateTimePickerWidget.tsx';
export { tipoDoFormato, type TipoDeData } from './tipoDeData.ts';
