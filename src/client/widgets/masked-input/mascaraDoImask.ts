import type { FactoryArg } from 'imask';
import { MASK_DEFINITIONS, getMask, type MaskType } from '../../../shared/masks/index.ts';

const maiusculas = (caractere: string) => caractere.toUpperCase();

/**
 * imask's options for a mask type of the shared masks: one pattern, or a dynamic mask whose
 * shorter pattern is tried first (telefone fixo then celular, CPF then CNPJ). Letters are
 * uppercased as typed, for the alphanumeric CNPJ.
 */
export function mascaraDoImask(tipo: MaskType): FactoryArg {
  const padroes = getMask(tipo).patterns;
  const comum = { definitions: { ...MASK_DEFINITIONS }, prepareChar: maiusculas, lazy: true };
  if (padroes.length === 1) return { mask: padroes[0] ?? '', ...comum };
  return { mask: padroes.map((padrao) => ({ mask: padrao, ...comum })), prepareChar: maiusculas };
}
