// The registrointervalo family's chunk (its configuration screens come from the screen engine).
export { IntervalosPage } from './IntervalosPage.tsx';
export { RelatoriosPage } from './RelatoriosPage.tsx';
