import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Banco do Brasil, CNAB 240: the FEBRABAN movement codes, as the bank's manual keeps them.

export const OCORRENCIAS_CNAB240_001 = {
  ...OCORRENCIAS_FEBRABAN_240,
} as const satisfies TabelaDeOcorrencias;
