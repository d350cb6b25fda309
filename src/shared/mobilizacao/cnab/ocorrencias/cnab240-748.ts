import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Sicredi, CNAB 240: the FEBRABAN movement codes and the cooperative's own.

export const OCORRENCIAS_CNAB240_748 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '76': { descricao: 'Liquidação de boleto cooperativa emite e expede', categoria: 'liquidacao' },
  '77': { descricao: 'Liquidação de boleto após baixa ou não registrado, cooperativa emite e expede', categoria: 'liquidacao' },
} as const satisfies TabelaDeOcorrencias;
