import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Sicoob, CNAB 240: the FEBRABAN movement codes and the cooperative's own.

export const OCORRENCIAS_CNAB240_756 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '48': { descricao: 'Confirmação da transferência de carteira ou modalidade', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
