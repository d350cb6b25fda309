// configuracoes/internacionalizacao's chunk.
export { InternacionalizacaoPage } from './InternacionalizacaoPage.tsx';
