// Financeiro › Conciliação bancária › OFX: a hand-written flow (drop a file, preview, import).
export { ImportacaoOfxPage } from './ImportacaoOfxPage.tsx';
