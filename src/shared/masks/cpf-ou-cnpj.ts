import { onlyAlphanumerics } from './apply-pattern.ts';
import { formatCnpj } from './cnpj.ts';
import { formatCpf } from './cpf.ts';

/**
 * A CPF while the text could still be one (up to eleven digits), a CNPJ beyond that or as
 * soon as a letter appears (only the alphanumeric CNPJ has letters).
 */
export function formatCpfOuCnpj(text: string): string {
  const raw = onlyAlphanumerics(text);
  return /^\d{0,11}$/.test(raw) ? formatCpf(raw) : formatCnpj(raw);
}

export function unformatCpfOuCnpj(text: string): string {
  return onlyAlphanumerics(text);
}
