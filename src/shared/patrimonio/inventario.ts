// The inventory count of one location (issue 19): each tag read is classified at once, and
// closing the count compares the reads with the assets the location holds. Pure: the server reads
// the assets and stores what these answer.

/** AQUI: an asset of the counted location; OUTRO_LOCAL: an asset kept elsewhere; DESCONHECIDO: no asset has the tag. */
export type ClasseDaLeitura = 'AQUI' | 'OUTRO_LOCAL' | 'DESCONHECIDO';

/**
 * ENCONTRADO / FALTANTE: an asset of the location, read or not; OUTRO_LOCAL: the tag of an asset of
 * the unit registered at another location (the result says which); DESCONHECIDO: a tag read that is
 * no asset of the unit.
 */
export type ResultadoDoItem = 'ENCONTRADO' | 'FALTANTE' | 'OUTRO_LOCAL' | 'DESCONHECIDO';

export interface BemContado {
  id: number;
  plaqueta: string;
  localId: number | null;
}

/** A tag read, with the unit's asset that has it (wherever it is kept); null: no asset of the unit. */
export interface LeituraContada {
  plaqueta: string;
  bem: BemContado | null;
}

export interface ItemDoResultado {
  plaqueta: string;
  bemId: number | null;
  resultado: ResultadoDoItem;
  /** OUTRO_LOCAL: where the asset is registered (null: at no location); null for the others. */
  localId: number | null;
}

export interface ResultadoDoInventario {
  itens: ItemDoResultado[];
  encontrados: number;
  faltantes: number;
  outrosLocais: number;
  desconhecidos: number;
}

export const TAMANHO_MAXIMO_DA_PLAQUETA = 30;

// eslint-disable-next-line no-control-regex -- a tag never holds a control character (NUL included)
const CONTROLE = /[\u0000-\u001f\u007f]/;

/** What was typed or scanned, as a tag: trimmed; undefined when empty, longer than a tag can be, or holding a control character. */
export function plaquetaLida(lido: string): string | undefined {
  const plaqueta = lido.trim();
  return plaqueta.length === 0 || plaqueta.length > TAMANHO_MAXIMO_DA_PLAQUETA || CONTROLE.test(plaqueta) ? undefined : plaqueta;
}

export function classificarLeitura(bem: BemContado | undefined, localId: number): ClasseDaLeitura {
  if (bem === undefined) return 'DESCONHECIDO';
  return bem.localId === localId ? 'AQUI' : 'OUTRO_LOCAL';
}

/**
 * Closing: every asset of the location is found (its tag was read) or missing; every other tag read
 * is an asset of the unit registered at another location (which the result keeps) or unknown.
 */
export function resultadoDoInventario(bensDoLocal: readonly BemContado[], leituras: readonly LeituraContada[]): ResultadoDoInventario {
  const lidas = new Set(leituras.map((l) => l.plaqueta));
  const doLocal = new Set(bensDoLocal.map((b) => b.plaqueta));
  const itens: ItemDoResultado[] = [
    ...bensDoLocal.map((b): ItemDoResultado => ({ plaqueta: b.plaqueta, bemId: b.id, resultado: lidas.has(b.plaqueta) ? 'ENCONTRADO' : 'FALTANTE', localId: null })),
    ...leituras
      .filter((l) => !doLocal.has(l.plaqueta))
      .map(({ plaqueta, bem }): ItemDoResultado => (bem === null ? { plaqueta, bemId: null, resultado: 'DESCONHECIDO', localId: null } : { plaqueta, bemId: bem.id, resultado: 'OUTRO_LOCAL', localId: bem.localId })),
  ];
  const contar = (r: ResultadoDoItem): number => itens.filter((i) => i.resultado === r).length;
  return { itens, encontrados: contar('ENCONTRADO'), faltantes: contar('FALTANTE'), outrosLocais: contar('OUTRO_LOCAL'), desconhecidos: contar('DESCONHECIDO') };
}
