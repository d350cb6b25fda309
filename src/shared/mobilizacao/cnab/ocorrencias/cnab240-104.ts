import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Caixa Econômica Federal, CNAB 240: the FEBRABAN movement codes and the bank's own.

export const OCORRENCIAS_CNAB240_104 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '61': { descricao: 'Alteração do valor nominal confirmada', categoria: 'outra' },
  '62': { descricao: 'Alteração do valor mínimo ou máximo confirmada', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
