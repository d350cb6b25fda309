// Where an entry comes from (lancamento_contabil.origem, migration 0032).
export const ORIGENS_DO_LANCAMENTO = ['BAIXA', 'ESTORNO_BAIXA', 'TRANSFERENCIA', 'ESTORNO_TRANSFERENCIA', 'MANUAL', 'ENCERRAMENTO'] as const;
export type OrigemDoLancamento = (typeof ORIGENS_DO_LANCAMENTO)[number];
