import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Bradesco, CNAB 240: the FEBRABAN movement codes and the bank's own.

export const OCORRENCIAS_CNAB240_237 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '73': { descricao: 'Confirmação do recebimento do pedido de negativação', categoria: 'outra' },
  '74': { descricao: 'Confirmação da exclusão de negativação', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
