import { formatCnpj } from '../../masks/cnpj.ts';
import { formatCpf } from '../../masks/cpf.ts';
import { isAllSameCharacter } from './check-digits.ts';
import { cnpjCheckDigits } from './cnpj.ts';
import { cpfCheckDigits } from './cpf.ts';

/** A source of numbers in [0, 1), like Math.random; tests and seeds pass a seeded one. */
export type Random = () => number;

const DIGITS = '0123456789';
const ALPHANUMERICS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface GerarCpfOptions {
  /** 000.000.000-00 instead of eleven bare digits. */
  formatado?: boolean;
}

export interface GerarCnpjOptions {
  /** A body with at least one letter, as issued since July 2026. */
  alfanumerico?: boolean;
  /** 00.000.000/0000-00 instead of fourteen bare characters. */
  formatado?: boolean;
}

/** A valid CPF drawn with `random`. */
export function gerarCpf(random: Random, options: GerarCpfOptions = {}): string {
  const body = drawBody(random, DIGITS, 9, (candidate) => !isAllSameCharacter(candidate));
  const cpf = body + cpfCheckDigits(body);
  return options.formatado ? formatCpf(cpf) : cpf;
}

/** A valid CNPJ drawn with `random`, numeric unless `alfanumerico`. */
export function gerarCnpj(random: Random, options: GerarCnpjOptions = {}): string {
  const alphabet = options.alfanumerico ? ALPHANUMERICS : DIGITS;
  const accept = options.alfanumerico
    ? (candidate: string) => /[A-Z]/.test(candidate)
    : (candidate: string) => !isAllSameCharacter(candidate);
  const body = drawBody(random, alphabet, 12, accept);
  const cnpj = body + cnpjCheckDigits(body);
  return options.formatado ? formatCnpj(cnpj) : cnpj;
}

// Redraws the rare rejected body (all one digit, or no letter); a random source stuck on
// rejected bodies would loop, so after a few tries the last character is nudged instead.
function drawBody(random: Random, alphabet: string, length: number, accept: (body: string) => boolean): string {
  let body = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    body = Array.from({ length }, () => pick(random, alphabet)).join('');
    if (accept(body)) return body;
  }
  for (const last of [...alphabet].reverse()) {
    const nudged = body.slice(0, -1) + last;
    if (accept(nudged)) return nudged;
  }
  throw new Error('Não foi possível gerar o documento.');
}

function pick(random: Random, alphabet: string): string {
  const index = Math.min(alphabet.length - 1, Math.max(0, Math.floor(random() * alphabet.length)));
  return alphabet.charAt(index);
}
