// The donor lookup (issue 22): a search and one donor's whole record, hand-written over its two calls.
export { ConsultaPage } from './ConsultaPage.tsx';
