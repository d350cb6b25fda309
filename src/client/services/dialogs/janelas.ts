// The dialogs' chunk (Fluent's Dialog and Textarea), loaded the first time a dialog is asked for.
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { PromptDialog } from './PromptDialog.tsx';
