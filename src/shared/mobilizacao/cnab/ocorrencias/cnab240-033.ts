import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Santander, CNAB 240: the FEBRABAN movement codes and the bank's own.

export const OCORRENCIAS_CNAB240_033 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '17': { descricao: 'Liquidação em cartório', categoria: 'liquidacao' },
  '21': { descricao: 'Entrada em cartório', categoria: 'outra' },
  '22': { descricao: 'Retirada de cartório', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
