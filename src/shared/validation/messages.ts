import { formatMoney } from '../format/money.ts';
import { formatNumber } from '../format/number.ts';

// The pt-BR messages of the specification's section 5, character for character
// (note the space before the dot in minLength and the missing dot in email).
export const MENSAGENS_VALIDACAO = {
  required: 'Preenchimento obrigatório.',
  cep: 'CEP inválido.',
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  date: 'Data inválida.',
  email: 'Email inválido',
  rg: 'RG inválido.',
  telefone: 'Telefone inválido.',
  hora: 'Hora inválida.',
} as const;

export const mensagemHoraPosterior = (limite: string): string => `A hora deve ser posterior a ${limite}.`;

export const mensagemMaxLength = (n: number): string => `Tamanho máximo de ${n} excedido.`;

export const mensagemMinLength = (n: number): string => `Tamanho mínimo permitido é ${n} .`;

const formatLimit = (limit: number, money: boolean): string => (money ? formatMoney(limit) : formatNumber(limit));

export const mensagemMinValue = (limit: number, money = false): string =>
  `O valor deve ser maior ou igual a ${formatLimit(limit, money)}.`;

export const mensagemMaxValue = (limit: number, money = false): string =>
  `O valor deve ser menor ou igual a ${formatLimit(limit, money)}.`;
