import type { TabelaDeOcorrencias } from '../ocorrencias.ts';

// Sicoob, CNAB 400: the return's occurrence codes (detail, positions 109–110) from the bank's manual.

export const OCORRENCIAS_CNAB400_756 = {
  '02': { descricao: 'Confirmação de entrada do título', categoria: 'entrada' },
  '03': { descricao: 'Entrada rejeitada', categoria: 'rejeicao' },
  '05': { descricao: 'Liquidação sem registro', categoria: 'liquidacao' },
  '06': { descricao: 'Liquidação normal', categoria: 'liquidacao' },
  '09': { descricao: 'Baixa do título', categoria: 'baixa' },
  '10': { descricao: 'Baixa a pedido do beneficiário', categoria: 'baixa' },
  '11': { descricao: 'Título em ser', categoria: 'outra' },
  '14': { descricao: 'Alteração de vencimento', categoria: 'outra' },
  '15': { descricao: 'Liquidação em cartório', categoria: 'liquidacao' },
  '23': { descricao: 'Encaminhado a protesto', categoria: 'outra' },
  '27': { descricao: 'Confirmação de alteração de dados', categoria: 'outra' },
  '48': { descricao: 'Confirmação de transferência de carteira ou modalidade', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
