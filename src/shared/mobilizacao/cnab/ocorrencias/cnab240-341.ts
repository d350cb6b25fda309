import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Itaú, CNAB 240: the FEBRABAN movement codes and the bank's own (the same as its CNAB 400).

export const OCORRENCIAS_CNAB240_341 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '08': { descricao: 'Liquidação em cartório', categoria: 'liquidacao' },
  '10': { descricao: 'Baixa por ter sido liquidado', categoria: 'baixa' },
  '15': { descricao: 'Baixa rejeitada', categoria: 'rejeicao' },
  '16': { descricao: 'Instrução rejeitada', categoria: 'rejeicao' },
  '17': { descricao: 'Alteração de dados rejeitada', categoria: 'rejeicao' },
  '32': { descricao: 'Baixa por ter sido protestado', categoria: 'baixa' },
} as const satisfies TabelaDeOcorrencias;
