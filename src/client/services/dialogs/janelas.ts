// The dialogs' chunk (Fluent's Dialog and Textarea; the code to copy and its image), loaded the first time a dialog is asked for.
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { PromptDialog } from './PromptDialog.tsx';
export { CodigoDialog } from './CodigoDialog.tsx';
