// The telemarketing agenda (issue 22): a flow, hand-written over the agenda's calls.
export { AgendaPage } from './AgendaPage.tsx';
