// A finance record's members read as the rules need them. The checks run before the generic
// save's type check, so a member of the wrong type reads as absent (null) and the save
// itself then answers for it.

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
