import type { Campo } from '../arquivos/campos.ts';

// A short notation for the layout tables: one call per field, in the order the manuals print
// them (start, end, meaning). Fixed blanks and zeros carry their constant, so a remittance is
// written with them and read back only if they are still there.

export const num = (nome: string, inicio: number, fim: number, significado: string, fixo?: string): Campo => ({
  nome,
  inicio,
  fim,
  tipo: 'numerico',
  significado,
  ...(fixo === undefined ? {} : { fixo }),
});

export const alfa = (nome: string, inicio: number, fim: number, significado: string, fixo?: string): Campo => ({
  nome,
  inicio,
  fim,
  tipo: 'alfa',
  significado,
  ...(fixo === undefined ? {} : { fixo }),
});

export const valor = (nome: string, inicio: number, fim: number, significado: string): Campo => ({ nome, inicio, fim, tipo: 'valor', significado });

/** DDMMAAAA. */
export const data = (nome: string, inicio: number, fim: number, significado: string): Campo => ({ nome, inicio, fim, tipo: 'data', significado });

/** DDMMAA. */
export const data6 = (nome: string, inicio: number, fim: number, significado: string): Campo => ({ nome, inicio, fim, tipo: 'data6', significado });

/** Blanks the layout requires (written and checked). */
export const brancos = (inicio: number, fim: number, significado = 'Brancos (uso exclusivo)'): Campo =>
  alfa(`brancos${inicio}`, inicio, fim, significado, ' '.repeat(fim - inicio + 1));

/** Zeros the layout requires (written and checked). */
export const zeros = (inicio: number, fim: number, significado = 'Zeros (uso exclusivo)'): Campo =>
  num(`zeros${inicio}`, inicio, fim, significado, '0'.repeat(fim - inicio + 1));

/** A span a return file may fill with anything (the bank's use, fields this reader does not need). */
export const livre = (inicio: number, fim: number, significado: string): Campo => alfa(`livre${inicio}`, inicio, fim, significado);

/** A constant text, e.g. "REMESSA" or the bank's name. */
export const constante = (nome: string, inicio: number, fim: number, significado: string, texto: string): Campo =>
  alfa(nome, inicio, fim, significado, texto.padEnd(fim - inicio + 1, ' '));

/**
 * A table with some of its fields replaced: each new field takes the place of the base's fields
 * inside the span the new ones cover. definirRegistro then checks the result has no gap.
 */
export function substituir(base: readonly Campo[], novos: readonly Campo[]): Campo[] {
  if (novos.length === 0) return [...base];
  const inicio = Math.min(...novos.map((c) => c.inicio));
  const fim = Math.max(...novos.map((c) => c.fim));
  const antes = base.filter((c) => c.fim < inicio);
  const depois = base.filter((c) => c.inicio > fim);
  return [...antes, ...novos, ...depois];
}
