import type { TabelaDeOcorrencias } from '../ocorrencias.ts';
import { OCORRENCIAS_FEBRABAN_240 } from './febraban240.ts';

// Caixa Econômica Federal, CNAB 240 (SIGCB): the FEBRABAN movement codes and the bank's own, as
// eduardokum/laravel-boleto (src/Cnab/Retorno/Cnab240/Banco/Caixa.php) and ACBr
// (Fontes/ACBrBoleto/ACBrBancoCaixa.pas) read them: 44–47 are Caixa's (46 is an on-line payment).

export const OCORRENCIAS_CNAB240_104 = {
  ...OCORRENCIAS_FEBRABAN_240,
  '01': { descricao: 'Solicitação de impressão de títulos confirmada', categoria: 'outra' },
  '35': { descricao: 'Confirmação de inclusão no banco de pagadores', categoria: 'outra' },
  '36': { descricao: 'Confirmação de alteração no banco de pagadores', categoria: 'outra' },
  '37': { descricao: 'Confirmação de exclusão do banco de pagadores', categoria: 'outra' },
  '38': { descricao: 'Emissão de boletos do banco de pagadores', categoria: 'outra' },
  '39': { descricao: 'Manutenção de pagador rejeitada', categoria: 'outra' },
  '40': { descricao: 'Entrada de título via banco de pagadores rejeitada', categoria: 'rejeicao' },
  '41': { descricao: 'Manutenção de banco de pagadores rejeitada', categoria: 'outra' },
  '44': { descricao: 'Estorno de baixa ou liquidação', categoria: 'outra' },
  '45': { descricao: 'Alteração de dados', categoria: 'outra' },
  '46': { descricao: 'Liquidação on-line', categoria: 'liquidacao' },
  '47': { descricao: 'Estorno de liquidação on-line', categoria: 'outra' },
  '61': { descricao: 'Alteração do valor nominal confirmada', categoria: 'outra' },
  '62': { descricao: 'Alteração do valor mínimo ou máximo confirmada', categoria: 'outra' },
} as const satisfies TabelaDeOcorrencias;
