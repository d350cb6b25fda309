import { formatCep, unformatCep } from './cep.ts';
import { formatCnpj, unformatCnpj } from './cnpj.ts';
import { formatCpf, unformatCpf } from './cpf.ts';
import { formatCpfOuCnpj, unformatCpfOuCnpj } from './cpf-ou-cnpj.ts';
import { MASK_PATTERNS, type MaskType } from './patterns.ts';
import { formatTelefone, unformatTelefone } from './telefone.ts';

export interface Mask {
  /** imask patterns, shortest first. */
  patterns: readonly string[];
  /** The masked text for what was typed so far. */
  format: (text: string) => string;
  /** The value without the mask characters, as stored. */
  unformat: (text: string) => string;
}

/** Every mask type by the name a descriptor uses (`masked-input`'s mask type). */
export const MASKS: Readonly<Record<MaskType, Mask>> = {
  telefone: { patterns: MASK_PATTERNS.telefone, format: formatTelefone, unformat: unformatTelefone },
  cpf: { patterns: MASK_PATTERNS.cpf, format: formatCpf, unformat: unformatCpf },
  cnpj: { patterns: MASK_PATTERNS.cnpj, format: formatCnpj, unformat: unformatCnpj },
  cep: { patterns: MASK_PATTERNS.cep, format: formatCep, unformat: unformatCep },
  cpfOuCnpj: { patterns: MASK_PATTERNS.cpfOuCnpj, format: formatCpfOuCnpj, unformat: unformatCpfOuCnpj },
};

export function isMaskType(name: string): name is MaskType {
  return Object.hasOwn(MASKS, name);
}

/** The mask of a type named in data; an unknown name is a descriptor error, so it throws. */
export function getMask(name: string): Mask {
  if (!isMaskType(name)) throw new Error(`Tipo de máscara desconhecido: ${name}`);
  return MASKS[name];
}
