export { ConfiguracaoCampoPage } from './ConfiguracaoCampoPage.tsx';
