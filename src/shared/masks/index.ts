export { MASK_PATTERNS, MASK_DEFINITIONS, type MaskType } from './patterns.ts';
export { applyPattern, onlyDigits, onlyAlphanumerics } from './apply-pattern.ts';
export { formatTelefone, unformatTelefone } from './telefone.ts';
export { formatCpf, unformatCpf } from './cpf.ts';
export { formatCnpj, unformatCnpj } from './cnpj.ts';
export { formatCep, unformatCep } from './cep.ts';
export { formatCpfOuCnpj, unformatCpfOuCnpj } from './cpf-ou-cnpj.ts';
export { MASKS, isMaskType, getMask, type Mask } from './registry.ts';
