import type { CategoriaDeOcorrencia } from '../arquivos/tipos.ts';

// What the bank says of each débito automático (F07, Padrão FEBRABAN de Débito Automático,
// version 05) and how each utility bill was paid (G10 of the arrecadação layout): data, one
// line per code, each with what it does to the charge.

export interface Ocorrencia {
  descricao: string;
  categoria: CategoriaDeOcorrencia;
}

export const RETORNOS_DO_DEBITO: Readonly<Record<string, Ocorrencia>> = {
  '00': { descricao: 'Débito efetuado', categoria: 'liquidacao' },
  '01': { descricao: 'Débito não efetuado – insuficiência de fundos', categoria: 'rejeicao' },
  '02': { descricao: 'Débito não efetuado – conta corrente não cadastrada', categoria: 'rejeicao' },
  '04': { descricao: 'Débito não efetuado – outras restrições', categoria: 'rejeicao' },
  '05': { descricao: 'Débito não efetuado – valor do débito excede o limite aprovado', categoria: 'rejeicao' },
  '10': { descricao: 'Débito não efetuado – agência em regime de encerramento', categoria: 'rejeicao' },
  '12': { descricao: 'Débito não efetuado – valor inválido', categoria: 'rejeicao' },
  '13': { descricao: 'Débito não efetuado – data de lançamento inválida', categoria: 'rejeicao' },
  '14': { descricao: 'Débito não efetuado – agência inválida', categoria: 'rejeicao' },
  '15': { descricao: 'Débito não efetuado – conta corrente inválida', categoria: 'rejeicao' },
  '18': { descricao: 'Débito não efetuado – data do débito anterior à do processamento', categoria: 'rejeicao' },
  '19': { descricao: 'Débito não efetuado – agência/conta não pertence ao CPF/CNPJ informado', categoria: 'rejeicao' },
  '20': { descricao: 'Débito não efetuado – conta conjunta não solidária', categoria: 'rejeicao' },
  '30': { descricao: 'Débito não efetuado – sem contrato de débito automático', categoria: 'rejeicao' },
  '31': { descricao: 'Débito efetuado em data diferente da informada – feriado na praça de débito', categoria: 'liquidacao' },
  '96': { descricao: 'Manutenção do cadastro', categoria: 'outra' },
  '97': { descricao: 'Cancelamento – não encontrado', categoria: 'outra' },
  '98': { descricao: 'Cancelamento – não efetuado, fora do tempo hábil', categoria: 'outra' },
  '99': { descricao: 'Cancelamento – cancelado conforme solicitação', categoria: 'baixa' },
};

/** Every G is a bill paid: the code says where (G10). */
export const FORMAS_DE_ARRECADACAO: Readonly<Record<string, Ocorrencia>> = {
  '1': { descricao: 'Arrecadado no guichê de caixa com fatura', categoria: 'liquidacao' },
  '2': { descricao: 'Arrecadado em meio eletrônico com fatura (autoatendimento)', categoria: 'liquidacao' },
  '3': { descricao: 'Arrecadado pela internet com fatura', categoria: 'liquidacao' },
  '4': { descricao: 'Arrecadado por outros meios com fatura', categoria: 'liquidacao' },
  '5': { descricao: 'Arrecadado em correspondente bancário com fatura', categoria: 'liquidacao' },
  '6': { descricao: 'Arrecadado por telefone com fatura', categoria: 'liquidacao' },
  '7': { descricao: 'Arrecadado em casa lotérica com fatura', categoria: 'liquidacao' },
  a: { descricao: 'Arrecadado no guichê de caixa sem fatura', categoria: 'liquidacao' },
  b: { descricao: 'Arrecadado em meio eletrônico sem fatura', categoria: 'liquidacao' },
  c: { descricao: 'Arrecadado pela internet sem fatura', categoria: 'liquidacao' },
};

/** A code the table does not know is kept and shown, never guessed. */
export function ocorrenciaDe(tabela: Readonly<Record<string, Ocorrencia>>, codigo: string, padrao: (codigo: string) => Ocorrencia): Ocorrencia {
  return Object.hasOwn(tabela, codigo) ? (tabela[codigo] ?? padrao(codigo)) : padrao(codigo);
}
