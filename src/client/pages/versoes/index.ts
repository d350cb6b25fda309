// The release notes' chunk.
export { VersoesPage } from './VersoesPage.tsx';
