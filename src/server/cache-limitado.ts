export interface CacheLimitado<V> {
  /** The entry, now the most recently used. */
  get(chave: string): V | undefined;
  /** Writes the entry as the most recently used, forgetting the least recently used beyond the size. */
  guardar(chave: string, valor: V): void;
}

/** A bounded in-memory cache of at most `maximo` entries, least recently used forgotten first. */
export function cacheLimitado<V>(maximo: number): CacheLimitado<V> {
  // A Map keeps insertion order: each use re-inserts, so the first key is the least recent.
  const entradas = new Map<string, V>();
  const guardar = (chave: string, valor: V) => {
    entradas.delete(chave);
    entradas.set(chave, valor);
    const maisAntiga = entradas.keys().next();
    if (entradas.size > maximo && !maisAntiga.done) entradas.delete(maisAntiga.value);
  };
  return {
    get(chave) {
      const valor = entradas.get(chave);
      if (valor !== undefined) guardar(chave, valor);
      return valor;
    },
    guardar,
  };
}
