// The check digits of the banks' collection: módulo 10 (weights 2, 1, 2, 1… from the right, the
// digits of each product added) and módulo 11 (weights 2 up to a limit from the right, or a
// fixed sequence), each bank deciding what a remainder of 0, 1 or 10 becomes.

const numeros = (digitos: string): number[] => {
  if (!/^\d+$/.test(digitos)) throw new Error(`"${digitos}" não são só números`);
  return [...digitos].map(Number);
};

/** Módulo 10 (FEBRABAN): the linha digitável's fields, Itaú's DAC. */
export function modulo10(digitos: string): number {
  let soma = 0;
  numeros(digitos)
    .reverse()
    .forEach((digito, i) => {
      const produto = digito * (i % 2 === 0 ? 2 : 1);
      soma += produto > 9 ? produto - 9 : produto;
    });
  return (10 - (soma % 10)) % 10;
}

/** Σ digit × weight, the weights 2, 3… up to `pesoMaximo` from the rightmost digit, then again from 2. */
export function somaModulo11(digitos: string, pesoMaximo: number): number {
  let soma = 0;
  numeros(digitos)
    .reverse()
    .forEach((digito, i) => {
      soma += digito * (2 + (i % (pesoMaximo - 1)));
    });
  return soma;
}

/** Σ digit × weight with a fixed sequence of weights from the leftmost digit, repeated (Sicoob's 3197). */
export function somaComPesos(digitos: string, pesos: readonly number[]): number {
  return numeros(digitos).reduce((soma, digito, i) => soma + digito * (pesos[i % pesos.length] ?? 0), 0);
}

/**
 * The barcode's general check digit (FEBRABAN): weights 2 to 9, 11 − remainder, and 0, 10 or 11
 * become 1 (the digit is never 0).
 */
export function digitoGeralDoCodigo(digitos43: string): number {
  const dv = 11 - (somaModulo11(digitos43, 9) % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Weights 2 to 9, 11 − remainder; above 9 (remainder 0 or 1) becomes 0: Caixa, Sicredi, Santander's variant aside. */
export function modulo11ZeroAcimaDe9(digitos: string): number {
  const dv = 11 - (somaModulo11(digitos, 9) % 11);
  return dv > 9 ? 0 : dv;
}
