export { ConfiguracaoCampoPage, TITULO_CONFIGURACAO_CAMPO } from './ConfiguracaoCampoPage.tsx';
