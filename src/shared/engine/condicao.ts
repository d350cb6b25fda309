import { isEmpty } from '../validation/empty.ts';
import { valueAtPath } from '../validation/path.ts';
import { noCaminho } from './problema.ts';
import type { Condicao, CondicaoDoCampo, Operador } from './types.ts';

// The one interpreter of conditions in metadata (state rules, the availability of actions): a
// table of operators over plain values, combined by todas (and) and alguma (or), so descriptors
// never carry code and the Content-Security-Policy needs no eval.

type Comparacao = (atual: unknown, esperado: unknown) => boolean;

const OPERADORES: Readonly<Record<Operador, Comparacao>> = {
  eq: (atual, esperado) => atual === esperado,
  ne: (atual, esperado) => atual !== esperado,
  in: (atual, esperado) => Array.isArray(esperado) && esperado.includes(atual),
  notIn: (atual, esperado) => Array.isArray(esperado) && !esperado.includes(atual),
  // The same emptiness as the required rule, so "shown when filled" and "required" agree.
  empty: (atual) => isEmpty(atual),
  notEmpty: (atual) => !isEmpty(atual),
  gt: (atual, esperado) => ordem(atual, esperado) > 0,
  gte: (atual, esperado) => ordem(atual, esperado) >= 0,
  lt: (atual, esperado) => ordem(atual, esperado) < 0,
  lte: (atual, esperado) => ordem(atual, esperado) <= 0,
};

/**
 * Whether `registro` meets `condicao`. A missing field reads as null, since JSON has no
 * undefined and a descriptor writes "no value" as null. An empty todas holds and an empty
 * alguma does not (the meta-schema asks for at least one of each).
 */
export function avaliarCondicao(condicao: Condicao, registro: unknown): boolean {
  if ('todas' in condicao) return condicao.todas.every((c) => avaliarCondicao(c, registro));
  if ('alguma' in condicao) return condicao.alguma.some((c) => avaliarCondicao(c, registro));
  return compararCampo(condicao, registro);
}

function compararCampo(condicao: CondicaoDoCampo, registro: unknown): boolean {
  if (!Object.hasOwn(OPERADORES, condicao.op)) throw new Error(`Operador de condição desconhecido: ${String(condicao.op)}`);
  const atual = valueAtPath(registro, condicao.field) ?? null;
  const esperado = 'value' in condicao ? condicao.value : undefined;
  return OPERADORES[condicao.op](atual, esperado);
}

/** Every field a condition reads, with the JSON Pointer of its `field` under `ponteiro`, for the descriptor's checks. */
export function camposDaCondicao(condicao: Condicao, ponteiro: string): { field: string; ponteiro: string }[] {
  if ('todas' in condicao) return condicao.todas.flatMap((c, i) => camposDaCondicao(c, noCaminho(ponteiro, 'todas', i)));
  if ('alguma' in condicao) return condicao.alguma.flatMap((c, i) => camposDaCondicao(c, noCaminho(ponteiro, 'alguma', i)));
  return [{ field: condicao.field, ponteiro: noCaminho(ponteiro, 'field') }];
}

/**
 * Numbers compare with numbers and text with text (model dates are ISO text, which sorts
 * by time); anything else is unordered (NaN), so every comparison with it is false.
 */
function ordem(atual: unknown, esperado: unknown): number {
  if (typeof atual === 'number' && typeof esperado === 'number') return atual - esperado;
  if (typeof atual === 'string' && typeof esperado === 'string') return atual < esperado ? -1 : atual > esperado ? 1 : 0;
  return Number.NaN;
}
