// A finance record's members read as the rules need them. The save's type check has run, but a
// member may still be absent or null, and a reference comes as its id or as {id, ...}; what
// does not read as expected is absent (null) to the rules.

export type Registro = Readonly<Record<string, unknown>>;

const MAIOR_ID = 2_147_483_647;

export function texto(valor: unknown): string | null {
  return typeof valor === 'string' && !valor.includes('\0') ? valor : null;
}

export function numero(valor: unknown): number | null {
  return typeof valor === 'number' && Number.isFinite(valor) ? valor : null;
}

/** A reference as its id (sent as the id or as {id, ...}). */
export function idDe(valor: unknown): number | null {
  const id = typeof valor === 'object' && valor !== null && 'id' in valor ? valor.id : valor;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAIOR_ID ? id : null;
}

export function umDe<T extends string>(valor: unknown, valores: readonly T[]): T | null {
  return typeof valor === 'string' && (valores as readonly string[]).includes(valor) ? (valor as T) : null;
}
