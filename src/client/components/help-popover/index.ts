export { AjudaPopover, ATRASO_FECHAR_AJUDA_MS } from './AjudaPopover.tsx';
