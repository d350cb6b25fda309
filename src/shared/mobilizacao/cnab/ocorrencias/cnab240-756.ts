import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Sicoob, CNAB 240: the FEBRABAN movement codes (the cooperative's manual keeps them, 48 included).

export const OCORRENCIAS_CNAB240_756 = {
  ...OCORRENCIAS_FEBRABAN_240,
} as const satisfies TabelaDeOcorrencias;
