import type { TabelaDeOcorrencias } from '../ocorrencias.ts';

// Bradesco, CNAB 400: the return's occurrence codes (detail, positions 109–110), as eduardokum/laravel-boleto
// (src/Cnab/Retorno/Cnab400/Banco/Bradesco.php) and ACBr (Fontes/ACBrBoleto/ACBrBancoBradesco.pas) both list them;
// a payment is 06, 15 or 17 in both (16, a cheque still to clear, is not yet one).

export const OCORRENCIAS_CNAB400_237 = {
  '02': { descricao: 'Entrada confirmada', categoria: 'entrada' },
  '03': { descricao: 'Entrada rejeitada', categoria: 'rejeicao' },
  '06': { descricao: 'Liquidação normal', categoria: 'liquidacao' },
  '09': { descricao: 'Baixado automaticamente via arquivo', categoria: 'baixa' },
  '10': { descricao: 'Baixado conforme instruções da agência', categoria: 'baixa' },
  '11': { descricao: 'Em ser (títulos pendentes)', categoria: 'outra' },
  '12': { descricao: 'Abatimento concedido', categoria: 'outra' },
  '13': { descricao: 'Abatimento cancelado', categoria: 'outra' },
  '14': { descricao: 'Vencimento alterado', categoria: 'outra' },
  '15': { descricao: 'Liquidação em cartório', categoria: 'liquidacao' },
  '16': { descricao: 'Título pago em cheque vinculado (aguardando compensação)', categoria: 'outra' },
  '17': { descricao: 'Liquidação após baixa ou de título não registrado', categoria: 'liquidacao' },
  '18': { descricao: 'Acerto de depositária', categoria: 'outra' },
  '19': { descricao: 'Confirmação de recebimento de instrução de protesto', categoria: 'outra' },
  '20': { descricao: 'Confirmação de recebimento de instrução de sustação de protesto', categoria: 'outra' },
  '21': { descricao: 'Acerto do controle do participante', categoria: 'outra' },
  '22': { descricao: 'Título com pagamento cancelado', categoria: 'outra' },
  '23': { descricao: 'Entrada do título em cartório', categoria: 'outra' },
  '24': { descricao: 'Entrada rejeitada por CEP irregular', categoria: 'rejeicao' },
  '27': { descricao: 'Baixa rejeitada', categoria: 'rejeicao' },
  '28': { descricao: 'Débito de tarifas ou custas', categoria: 'outra' },
  '30': { descricao: 'Alteração de outros dados rejeitada', categoria: 'rejeicao' },
  '32': { descricao: 'Instrução rejeitada', categoria: 'rejeicao' },
  '33': { descricao: 'Confirmação do pedido de alteração de outros dados', categoria: 'outra' },
  '34': { descricao: 'Retirado de cartório e mantido em carteira', categoria: 'outra' },
  '35': { descricao: 'Desagendamento do débito automático', categoria: 'outra' },
  '40': { descricao: 'Estorno de pagamento', categoria: 'outra' },
  '55': { descricao: 'Sustado judicialmente', categoria: 'outra' },
  '68': { descricao: 'Acerto dos dados do rateio de crédito', categoria: 'outra' },
  '69': { descricao: 'Cancelamento dos dados do rateio', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
