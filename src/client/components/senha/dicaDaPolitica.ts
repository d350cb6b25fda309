import type { PoliticaDeSenha } from '../../../shared/api/parametros.ts';
import { t } from '../../i18n/traducao.ts';

/**
 * What the password policy asks, in one sentence for the new-password fields' hint, in the
 * language in force.
 */
export function dicaDaPolitica({ tamanhoMinimo: n, exigeLetra, exigeNumero }: PoliticaDeSenha): string {
  if (exigeLetra && exigeNumero) return t('Pelo menos {n} caracteres, com pelo menos uma letra e um número.', { n });
  if (exigeLetra) return t('Pelo menos {n} caracteres, com pelo menos uma letra.', { n });
  if (exigeNumero) return t('Pelo menos {n} caracteres, com pelo menos um número.', { n });
  return t('Pelo menos {n} caracteres.', { n });
}
