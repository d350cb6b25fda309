export { MaskedInputWidget } from './MaskedInputWidget.tsx';
export { mascaraDoImask } from './mascaraDoImask.ts';
