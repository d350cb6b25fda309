// The utility companies (issue 22): a card per utility, and one utility's page — its adapter, its
// consents and its returns — hand-written over the descriptors' lists and the return's upload.
export { ConcessionariasPage } from './ConcessionariasPage.tsx';
export { ConcessionariaPage } from './ConcessionariaPage.tsx';
