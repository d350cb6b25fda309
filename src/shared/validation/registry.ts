import { cep } from './rules/cep.ts';
import { cnpj } from './rules/cnpj.ts';
import { cpf } from './rules/cpf.ts';
import { cpfOuCnpj } from './rules/cpf-ou-cnpj.ts';
import { date } from './rules/date.ts';
import { casasDecimais } from './rules/decimais.ts';
import { cnpjParcial, cpfParcial } from './rules/documento-parcial.ts';
import { email } from './rules/email.ts';
import { fusoHorario } from './rules/fuso-horario.ts';
import { host } from './rules/host.ts';
import { hora, horaPosterior } from './rules/hora.ts';
import { maxLength, minLength } from './rules/length.ts';
import { mes } from './rules/mes.ts';
import { maxValue, minValue } from './rules/range.ts';
import { required } from './rules/required.ts';
import { rg } from './rules/rg.ts';
import { telefone } from './rules/telefone.ts';
import { urlDeTiles } from './rules/url-de-tiles.ts';

/** Every rule as data, by name, with its parameters (descriptors and models hold these). */
export interface RuleSpecs {
  required: { rule: 'required' };
  maxLength: { rule: 'maxLength'; value: number };
  minLength: { rule: 'minLength'; value: number };
  min: { rule: 'min'; value: number; money?: boolean };
  max: { rule: 'max'; value: number; money?: boolean };
  /** At most this many decimals (money: 2), as the numeric column keeps them. */
  casasDecimais: { rule: 'casasDecimais'; value: number };
  cep: { rule: 'cep' };
  cpf: { rule: 'cpf' };
  cnpj: { rule: 'cnpj' };
  cpfOuCnpj: { rule: 'cpfOuCnpj' };
  /** A part of a CPF, as a search filter takes it: digits and the mask's punctuation. */
  cpfParcial: { rule: 'cpfParcial' };
  /** A part of a CNPJ (letters allowed), as a search filter takes it. */
  cnpjParcial: { rule: 'cnpjParcial' };
  date: { rule: 'date' };
  email: { rule: 'email' };
  rg: { rule: 'rg' };
  telefone: { rule: 'telefone' };
  hora: { rule: 'hora' };
  /** Later than another time of the same item (HH:mm), e.g. a window's end after its start. */
  horaPosterior: { rule: 'horaPosterior'; value: string };
  /** An IANA time zone this runtime knows. */
  fusoHorario: { rule: 'fusoHorario' };
  /** A map tile server's https address with {z}, {x} and {y}. */
  urlDeTiles: { rule: 'urlDeTiles' };
  /** A server's host name or IPv4 address. */
  host: { rule: 'host' };
  /** A month as AAAA-MM. */
  mes: { rule: 'mes' };
}

export type RuleName = keyof RuleSpecs;
export type RuleSpec = RuleSpecs[RuleName];

type Interpreters = { [K in RuleName]: (value: unknown, spec: RuleSpecs[K]) => string | null };

const INTERPRETERS: Interpreters = {
  required: (value) => required(value),
  maxLength: (value, spec) => maxLength(value, spec.value),
  minLength: (value, spec) => minLength(value, spec.value),
  min: (value, spec) => minValue(value, spec.value, { money: spec.money ?? false }),
  max: (value, spec) => maxValue(value, spec.value, { money: spec.money ?? false }),
  casasDecimais: (value, spec) => casasDecimais(value, spec.value),
  cep: (value) => cep(value),
  cpf: (value) => cpf(value),
  cnpj: (value) => cnpj(value),
  cpfOuCnpj: (value) => cpfOuCnpj(value),
  cpfParcial: (value) => cpfParcial(value),
  cnpjParcial: (value) => cnpjParcial(value),
  date: (value) => date(value),
  email: (value) => email(value),
  rg: (value) => rg(value),
  telefone: (value) => telefone(value),
  hora: (value) => hora(value),
  horaPosterior: (value, spec) => horaPosterior(value, spec.value),
  fusoHorario: (value) => fusoHorario(value),
  urlDeTiles: (value) => urlDeTiles(value),
  host: (value) => host(value),
  mes: (value) => mes(value),
};

export const RULE_NAMES = Object.keys(INTERPRETERS) as readonly RuleName[];

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(INTERPRETERS, name);
}

/**
 * The message of the first rule `value` fails, or null when it passes them all. Rules come
 * from data, so an unknown rule name is a descriptor error and throws, naming the rule.
 */
export function validateValue(value: unknown, rules: readonly RuleSpec[]): string | null {
  for (const spec of rules) {
    const message = interpret(value, spec);
    if (message !== null) return message;
  }
  return null;
}

function interpret<K extends RuleName>(value: unknown, spec: RuleSpecs[K] & { rule: K }): string | null {
  if (!isRuleName(spec.rule)) throw new Error(`Regra de validação desconhecida: ${String(spec.rule)}`);
  const interpreter: Interpreters[K] = INTERPRETERS[spec.rule];
  return interpreter(value, spec);
}
