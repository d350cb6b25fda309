// How the CEBAS pages write counts and full-equivalents: pt-BR digits, one decimal where there is one (104,2).

const FORMATO = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const escreverNumero = (n: number): string => FORMATO.format(n);

/** A typed count: blank is absent, digits are a number, anything else stays as typed (and is refused by the check). */
export function lerContagem(texto: string): unknown {
  const limpo = texto.trim().replace(/\./g, '');
  if (limpo === '') return undefined;
  return /^\d+$/.test(limpo) ? Number(limpo) : limpo;
}
