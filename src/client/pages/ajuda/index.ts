// The help pages' chunk (their texts and screenshots ship in it).
export { AjudaPage } from './AjudaPage.tsx';
