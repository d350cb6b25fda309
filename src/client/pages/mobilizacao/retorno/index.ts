// The bank's return (issue 22): the preview of the file and Aplicar, a hand-written flow over its two calls.
export { RetornoPage } from './RetornoPage.tsx';
