// The generation of títulos' chunk (the review lists come from the screen engine).
export { GeracaoDeTitulosPage } from './GeracaoDeTitulosPage.tsx';
