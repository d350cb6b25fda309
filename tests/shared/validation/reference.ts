// An independent, textbook reading of the Receita Federal's check digits, written apart
// from src/shared so the property tests compare two implementations, not one with itself.

// The Receita's table for the alphanumeric CNPJ: a character is worth its position in ASCII
// order counted from '0' (so 'A' is 17).
const VALUE_TABLE = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const valueOf = (char: string): number => VALUE_TABLE.indexOf(char);

function dv(chars: string, firstWeight: number, cycleAt: number): number {
  let sum = 0;
  let weight = firstWeight;
  for (const char of chars) {
    sum += valueOf(char) * weight;
    weight = weight === 2 ? cycleAt : weight - 1;
  }
  const rest = sum % 11;
  return rest === 0 || rest === 1 ? 0 : 11 - rest;
}

/** CPF weights run 10..2 and 11..2 without cycling. */
export function referenceCpfValid(cpf: string): boolean {
  if (!/^[0-9]{11}$/.test(cpf) || new Set(cpf).size === 1) return false;
  const first = dv(cpf.slice(0, 9), 10, 99);
  const second = dv(cpf.slice(0, 9) + first, 11, 99);
  return cpf === `${cpf.slice(0, 9)}${first}${second}`;
}

/** CNPJ weights run from 5 (then 6) down to 2 and restart at 9. */
export function referenceCnpjValid(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || new Set(cnpj).size === 1) return false;
  const first = dv(cnpj.slice(0, 12), 5, 9);
  const second = dv(cnpj.slice(0, 12) + first, 6, 9);
  return cnpj === `${cnpj.slice(0, 12)}${first}${second}`;
}

/** Every document that differs from `doc` in exactly the character at `position`. */
export function mutationsAt(doc: string, position: number): string[] {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...alphabet]
    .filter((char) => char !== doc.charAt(position))
    .map((char) => doc.slice(0, position) + char + doc.slice(position + 1));
}

/** A seeded source in [0, 1) (mulberry32), so fast-check can shrink to a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
