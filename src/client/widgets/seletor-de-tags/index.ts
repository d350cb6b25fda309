export { SeletorDeTagsWidget } from './SeletorDeTagsWidget.tsx';
