// The barcode as bars: Interleaved 2 of 5 (FEBRABAN), each pair of digits five bars (the first
// digit) interleaved with five spaces (the second), two of each five wide. Start: narrow bar,
// space, bar, space; stop: wide bar, narrow space, narrow bar.

export const ESTREITA = 1;
export const LARGA = 3;

// Which of a digit's five elements are wide (1) — 0 = NNWWN … 9 = NWNWN.
const PADROES = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'] as const;

const larguras = (digito: string): number[] => [...(PADROES[Number(digito)] ?? '')].map((e) => (e === '1' ? LARGA : ESTREITA));

/**
 * The widths (in narrow units) of the elements from left to right, alternating bar and space
 * and starting with a bar: what the PDF draws.
 */
export function barrasIntercalado2de5(digitos: string): number[] {
  if (!/^\d*$/.test(digitos) || digitos.length % 2 !== 0) throw new Error('o código intercalado 2 de 5 tem um número par de dígitos');
  const elementos = [ESTREITA, ESTREITA, ESTREITA, ESTREITA];
  for (let i = 0; i < digitos.length; i += 2) {
    const barras = larguras(digitos[i] ?? '');
    const espacos = larguras(digitos[i + 1] ?? '');
    barras.forEach((barra, j) => elementos.push(barra, espacos[j] ?? ESTREITA));
  }
  elementos.push(LARGA, ESTREITA, ESTREITA);
  return elementos;
}
