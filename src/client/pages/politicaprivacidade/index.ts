// The privacy policy's chunk.
export { PoliticaPrivacidadePage } from './PoliticaPrivacidadePage.tsx';
