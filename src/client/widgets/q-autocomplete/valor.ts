import type { Registro } from './fonte.ts';

export type ValorDoAutocomplete = Registro | Registro[];

/** The chosen records, whether one or many. */
export function registrosDe(valor: ValorDoAutocomplete | null | undefined): Registro[] {
  if (valor === null || valor === undefined) return [];
  return Array.isArray(valor) ? valor : [valor];
}

export const chaveDoRegistro = (registro: Registro): string => String(registro.id);

/** The same choice: records compared by id, since the engine may hand back copies. */
export function mesmaEscolha(a: ValorDoAutocomplete | null | undefined, b: ValorDoAutocomplete | null | undefined): boolean {
  const ids = (valor: ValorDoAutocomplete | null | undefined) => registrosDe(valor).map(chaveDoRegistro).join('\u0000');
  return Array.isArray(a) === Array.isArray(b) && ids(a) === ids(b) && (a == null) === (b == null);
}
