import { VALOR_MAXIMO_CENTAVOS } from './centavos.ts';

// An amount in words, as a receipt writes it: "mil duzentos e trinta e quatro reais e cinquenta
// e seis centavos". Inside a group of three digits the parts join with "e"; between groups only
// the last is joined with "e", when it is below a hundred or a round hundred ("mil e cem", "dois
// milhões e quinhentos mil", "mil duzentos e trinta"); a whole number of millions takes "de reais".

const UNIDADES = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const DEZENAS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const CENTENAS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];
// From the thousands up: [singular, plural]; "mil" alone stands for one thousand.
const ESCALAS: readonly (readonly [string, string])[] = [['mil', 'mil'], ['milhão', 'milhões'], ['bilhão', 'bilhões']];
const UM_MILHAO = 1_000_000;

/** 1 to 999 in words. */
function grupo(n: number): string {
  if (n === 100) return 'cem';
  const resto = n % 100;
  const dezena = resto < 20 ? UNIDADES[resto]! : [DEZENAS[Math.floor(resto / 10)]!, UNIDADES[resto % 10]!].filter(Boolean).join(' e ');
  return [CENTENAS[Math.floor(n / 100)]!, dezena].filter(Boolean).join(' e ');
}

/** A group of three digits with its scale: "mil" alone for one thousand, "um milhão", "dois milhões". */
function grupoNaEscala(n: number, escala: number): string {
  if (escala === 0) return grupo(n);
  if (escala === 1 && n === 1) return 'mil';
  const [singular, plural] = ESCALAS[escala - 1]!;
  return `${grupo(n)} ${n === 1 ? singular : plural}`;
}

/** A whole number in words, up to 999 bilhões. */
export function numeroPorExtenso(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1_000_000_000_000) throw new RangeError(`No words for ${n}`);
  if (n === 0) return 'zero';
  const grupos: { valor: number; texto: string }[] = [];
  for (let escala = 0, resto = n; resto > 0; escala++, resto = Math.floor(resto / 1000)) {
    const valor = resto % 1000;
    if (valor > 0) grupos.unshift({ valor, texto: grupoNaEscala(valor, escala) });
  }
  const ultimo = grupos.pop()!;
  if (grupos.length === 0) return ultimo.texto;
  const juntaComE = ultimo.valor < 100 || ultimo.valor % 100 === 0;
  return `${grupos.map((g) => g.texto).join(' ')}${juntaComE ? ' e ' : ' '}${ultimo.texto}`;
}

/** "um real", "dois reais", and "de reais" after a whole number of millions. */
function reais(n: number): string {
  if (n === 1) return 'um real';
  return `${numeroPorExtenso(n)}${n % UM_MILHAO === 0 ? ' de reais' : ' reais'}`;
}

/** An amount in cents in words, pt-BR; zero is "zero reais". */
export function valorPorExtenso(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > VALOR_MAXIMO_CENTAVOS) throw new RangeError(`Not an amount in cents: ${centavos}`);
  if (centavos === 0) return 'zero reais';
  const [inteiro, fracao] = [Math.floor(centavos / 100), centavos % 100];
  const partes = [inteiro > 0 ? reais(inteiro) : '', fracao > 0 ? `${numeroPorExtenso(fracao)} ${fracao === 1 ? 'centavo' : 'centavos'}` : ''];
  return partes.filter(Boolean).join(' e ');
}
