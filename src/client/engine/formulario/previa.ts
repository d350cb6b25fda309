import type { PreviaDosItens } from '../../../shared/engine/types.ts';
import { isEmpty, valueAtPath } from '../../../shared/validation/index.ts';
import type { Valores } from './valores.ts';

// The call of a list's previa (the descriptor's: a título's installments from its value, first
// due date and count) and how its reply's rows become the list's items.

/** The query of the call, or null while a field it needs is empty. */
export function consultaDaPrevia(previa: PreviaDosItens, valores: Valores): string | null {
  const pares = Object.entries(previa.parametros).map(([parametro, campo]) => [parametro, valueAtPath(valores, campo)] as const);
  if (pares.some(([, valor]) => isEmpty(valor))) return null;
  return new URLSearchParams(pares.map(([parametro, valor]) => [parametro, String(valor)])).toString();
}

export const itensDaPrevia = (previa: PreviaDosItens, linhas: readonly Readonly<Record<string, unknown>>[]): Valores[] =>
  linhas.map((linha) => Object.fromEntries(Object.entries(previa.itens).map(([campo, daLinha]) => [campo, linha[daLinha] ?? null])));
