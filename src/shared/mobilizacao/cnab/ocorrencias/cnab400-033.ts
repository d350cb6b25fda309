import type { TabelaDeOcorrencias } from '../ocorrencias.ts';

// Santander, CNAB 400: the return's occurrence codes (detail, positions 109–110) from the bank's manual.

export const OCORRENCIAS_CNAB400_033 = {
  '01': { descricao: 'Título não existe', categoria: 'rejeicao' },
  '02': { descricao: 'Entrada do título confirmada', categoria: 'entrada' },
  '03': { descricao: 'Entrada do título rejeitada', categoria: 'rejeicao' },
  '06': { descricao: 'Liquidação', categoria: 'liquidacao' },
  '07': { descricao: 'Liquidação por conta', categoria: 'liquidacao' },
  '08': { descricao: 'Liquidação por saldo', categoria: 'liquidacao' },
  '09': { descricao: 'Baixa automática', categoria: 'baixa' },
  '10': { descricao: 'Título baixado conforme instrução ou por protesto', categoria: 'baixa' },
  '11': { descricao: 'Em ser', categoria: 'outra' },
  '12': { descricao: 'Abatimento concedido', categoria: 'outra' },
  '13': { descricao: 'Abatimento cancelado', categoria: 'outra' },
  '14': { descricao: 'Prorrogação de vencimento', categoria: 'outra' },
  '15': { descricao: 'Enviado para cartório', categoria: 'outra' },
  '16': { descricao: 'Título já baixado ou liquidado', categoria: 'outra' },
  '17': { descricao: 'Liquidado em cartório', categoria: 'liquidacao' },
  '21': { descricao: 'Entrada em cartório', categoria: 'outra' },
  '22': { descricao: 'Retirado de cartório', categoria: 'outra' },
  '24': { descricao: 'Custas de cartório', categoria: 'outra' },
  '25': { descricao: 'Protestar título', categoria: 'outra' },
  '26': { descricao: 'Sustar protesto', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
