import type { Alcada } from './tipos.ts';

/**
 * The tier of a título by its total (never per installment): the one whose range holds it; none
 * is an automatic approval, as is a tier with no levels. 10.000,00 falls in the tier that ends
 * there, 10.000,01 in the next.
 */
export function alcadaDoValor(alcadas: readonly Alcada[], totalCentavos: number): Alcada | null {
  const dentro = alcadas.filter((a) => totalCentavos >= a.minimoCentavos && (a.maximoCentavos === null || totalCentavos <= a.maximoCentavos));
  // Ranges are not forced apart: the narrowest (highest minimum) wins an overlap, every time.
  const escolhida = [...dentro].sort((a, b) => b.minimoCentavos - a.minimoCentavos || a.id - b.id)[0];
  return escolhida === undefined || escolhida.niveis.length === 0 ? null : escolhida;
}
