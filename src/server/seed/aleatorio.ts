/** A seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function aleatorioComSemente(semente: number): () => number {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `itens` in proportion to `peso`, by a cumulative table built once. */
export function sorteadorPonderado<T>(itens: readonly T[], peso: (item: T) => number): (random: () => number) => T {
  const acumulado: number[] = [];
  let total = 0;
  for (const item of itens) {
    total += peso(item);
    acumulado.push(total);
  }
  return (random) => {
    const alvo = random() * total;
    let lo = 0;
    let hi = acumulado.length - 1;
    while (lo < hi) {
      const meio = (lo + hi) >> 1;
      if ((acumulado[meio] ?? 0) > alvo) hi = meio;
      else lo = meio + 1;
    }
    const escolhido = itens[lo];
    if (escolhido === undefined) throw new Error('Sorteio sobre uma lista vazia.');
    return escolhido;
  };
}

/** A stable number in [0, 1) from an integer and a salt: the same on every machine, no generator consumed. */
export function fracaoEstavel(n: number, sal: number): number {
  let x = Math.imul(n ^ sal, 0x9e3779b1);
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x ^= x >>> 13;
  return (x >>> 0) / 4294967296;
}
