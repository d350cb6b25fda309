import { formatMoney } from '../format/money.ts';
import { formatNumber } from '../format/number.ts';
import { interpolar } from '../i18n/idiomas.ts';

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
  fusoHorario: 'Fuso horário desconhecido.',
  host: 'Servidor inválido.',
  mes: 'Mês inválido.',
} as const;

/** The messages with a value in them, as catalogue keys (src/shared/i18n): the client translates them filled in. */
export const MODELOS_VALIDACAO = {
  horaPosterior: 'A hora deve ser posterior a {limite}.',
  maxLength: 'Tamanho máximo de {n} excedido.',
  minLength: 'Tamanho mínimo permitido é {n} .',
  minValue: 'O valor deve ser maior ou igual a {limite}.',
  maxValue: 'O valor deve ser menor ou igual a {limite}.',
  casasDecimais: 'Informe no máximo {n} casas decimais.',
} as const;

export const mensagemHoraPosterior = (limite: string): string => interpolar(MODELOS_VALIDACAO.horaPosterior, { limite });

export const mensagemMaxLength = (n: number): string => interpolar(MODELOS_VALIDACAO.maxLength, { n });

export const mensagemMinLength = (n: number): string => interpolar(MODELOS_VALIDACAO.minLength, { n });

export const mensagemCasasDecimais = (n: number): string => interpolar(MODELOS_VALIDACAO.casasDecimais, { n });

const formatLimit = (limit: number, money: boolean): string => (money ? formatMoney(limit) : formatNumber(limit));

export const mensagemMinValue = (limit: number, money = false): string =>
  interpolar(MODELOS_VALIDACAO.minValue, { limite: formatLimit(limit, money) });

export const mensagemMaxValue = (limit: number, money = false): string =>
  interpolar(MODELOS_VALIDACAO.maxValue, { limite: formatLimit(limit, money) });
