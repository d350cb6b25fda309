import type { TabelaDeOcorrencias } from '../ocorrencias.ts';

// Banco do Brasil, CNAB 400: the return's occurrence codes (detail, positions 109–110) from the bank's manual.

export const OCORRENCIAS_CNAB400_001 = {
  '02': { descricao: 'Confirmação de entrada do título', categoria: 'entrada' },
  '03': { descricao: 'Comando recusado', categoria: 'rejeicao' },
  '05': { descricao: 'Liquidado sem registro', categoria: 'liquidacao' },
  '06': { descricao: 'Liquidação normal', categoria: 'liquidacao' },
  '07': { descricao: 'Liquidação por conta', categoria: 'liquidacao' },
  '08': { descricao: 'Liquidação por saldo', categoria: 'liquidacao' },
  '09': { descricao: 'Baixa do título', categoria: 'baixa' },
  '10': { descricao: 'Baixa solicitada', categoria: 'baixa' },
  '11': { descricao: 'Título em ser', categoria: 'outra' },
  '12': { descricao: 'Abatimento concedido', categoria: 'outra' },
  '13': { descricao: 'Abatimento cancelado', categoria: 'outra' },
  '14': { descricao: 'Alteração de vencimento', categoria: 'outra' },
  '15': { descricao: 'Liquidação em cartório', categoria: 'liquidacao' },
  '16': { descricao: 'Confirmação de alteração de juros de mora', categoria: 'outra' },
  '19': { descricao: 'Confirmação de recebimento de instrução de protesto', categoria: 'outra' },
  '20': { descricao: 'Débito em conta', categoria: 'outra' },
  '21': { descricao: 'Alteração do nome do pagador', categoria: 'outra' },
  '22': { descricao: 'Alteração do endereço do pagador', categoria: 'outra' },
  '23': { descricao: 'Encaminhado a cartório', categoria: 'outra' },
  '24': { descricao: 'Protesto sustado', categoria: 'outra' },
  '25': { descricao: 'Juros de mora dispensados', categoria: 'outra' },
  '28': { descricao: 'Manutenção de título vencido', categoria: 'outra' },
  '44': { descricao: 'Título pago com cheque devolvido', categoria: 'outra' },
  '46': { descricao: 'Título pago com cheque, aguardando compensação', categoria: 'outra' },
  '96': { descricao: 'Despesas de protesto', categoria: 'outra' },
  '97': { descricao: 'Despesas de sustação de protesto', categoria: 'outra' },
  '98': { descricao: 'Débito de custas antecipadas', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
