export { BotaoComCarregamento, ATRASO_PADRAO_MS, type BotaoComCarregamentoProps } from './BotaoComCarregamento.tsx';
