export { AttachmentsWidget } from './AttachmentsWidget.tsx';
