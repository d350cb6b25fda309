import type { TabelaDeOcorrencias } from '../ocorrencias.ts';

// Sicredi, CNAB 400: the return's occurrence codes (detail, positions 109–110) from the bank's manual.

export const OCORRENCIAS_CNAB400_748 = {
  '02': { descricao: 'Entrada confirmada', categoria: 'entrada' },
  '03': { descricao: 'Entrada rejeitada', categoria: 'rejeicao' },
  '06': { descricao: 'Liquidação normal', categoria: 'liquidacao' },
  '09': { descricao: 'Baixado automaticamente via arquivo', categoria: 'baixa' },
  '10': { descricao: 'Baixado conforme instruções da cooperativa', categoria: 'baixa' },
  '12': { descricao: 'Abatimento concedido', categoria: 'outra' },
  '13': { descricao: 'Abatimento cancelado', categoria: 'outra' },
  '14': { descricao: 'Vencimento alterado', categoria: 'outra' },
  '15': { descricao: 'Liquidação em cartório', categoria: 'liquidacao' },
  '17': { descricao: 'Liquidação após baixa', categoria: 'liquidacao' },
  '19': { descricao: 'Confirmação de recebimento de instrução de protesto', categoria: 'outra' },
  '20': { descricao: 'Confirmação de recebimento de instrução de sustação de protesto', categoria: 'outra' },
  '23': { descricao: 'Entrada de título em cartório', categoria: 'outra' },
  '24': { descricao: 'Entrada rejeitada por CEP irregular', categoria: 'rejeicao' },
  '27': { descricao: 'Baixa rejeitada', categoria: 'rejeicao' },
  '28': { descricao: 'Tarifa', categoria: 'outra' },
  '29': { descricao: 'Rejeição do pagador', categoria: 'outra' },
  '30': { descricao: 'Alteração rejeitada', categoria: 'rejeicao' },
  '32': { descricao: 'Instrução rejeitada', categoria: 'rejeicao' },
  '33': { descricao: 'Confirmação de pedido de alteração de outros dados', categoria: 'outra' },
  '34': { descricao: 'Retirado de cartório e mantido em carteira', categoria: 'outra' },
  '35': { descricao: 'Aceite do pagador', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
