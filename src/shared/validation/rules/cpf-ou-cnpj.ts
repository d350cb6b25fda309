import { formatCpfOuCnpj } from '../../masks/cpf-ou-cnpj.ts';
import { isEmpty, textOf } from '../empty.ts';
import { cnpj } from './cnpj.ts';
import { cpf } from './cpf.ts';

// The length of a masked CPF, 000.000.000-00 (DESIGN.md).
const CPF_MASKED_LENGTH = 14;

/**
 * A CPF when the masked text is up to 14 characters, a CNPJ when longer (DESIGN.md). The
 * text is masked first, so a bare 14-digit CNPJ, which is short only without its mask,
 * is still judged as a CNPJ.
 */
export function cpfOuCnpj(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const text = textOf(value);
  const masked = text === null ? '' : formatCpfOuCnpj(text);
  return masked.length <= CPF_MASKED_LENGTH ? cpf(value) : cnpj(value);
}
