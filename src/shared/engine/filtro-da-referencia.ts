// A reference's filter (the model's x-refFiltro) for the record being edited: a value written
// "$campo" is the id of the record's field `campo` (a rubrica of the chosen project:
// {"projeto": "$projeto"}); any other value is sent as written. A field left empty sends no filter
// of its own, so the autocomplete offers what the other filters allow.

/** The field a value names ("$projeto" → "projeto"), or null for a value sent as written. */
export const campoDoFiltro = (valor: string): string | null => (valor.startsWith('$') ? valor.slice(1) : null);

function idDoValor(valor: unknown): string | null {
  if (typeof valor === 'number' || (typeof valor === 'string' && valor !== '')) return String(valor);
  if (typeof valor === 'object' && valor !== null && 'id' in valor) return idDoValor((valor as { id: unknown }).id);
  return null;
}

/** The filter with each "$campo" replaced by that field's id in `registro`; undefined when nothing is left. */
export function filtroDaReferenciaDoRegistro(
  filtro: Readonly<Record<string, string>> | undefined,
  registro: Readonly<Record<string, unknown>>,
): Readonly<Record<string, string>> | undefined {
  if (filtro === undefined) return undefined;
  const pares = Object.entries(filtro).flatMap(([chave, valor]): [string, string][] => {
    const campo = campoDoFiltro(valor);
    if (campo === null) return [[chave, valor]];
    const id = idDoValor(registro[campo]);
    return id === null ? [] : [[chave, id]];
  });
  return pares.length === 0 ? undefined : Object.fromEntries(pares);
}

/** Whether the filter reads a field of the record (the form must resolve it per record). */
export const filtroDependeDoRegistro = (filtro: Readonly<Record<string, string>> | undefined): boolean =>
  filtro !== undefined && Object.values(filtro).some((v) => campoDoFiltro(v) !== null);
