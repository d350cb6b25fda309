import type { useT } from '../../../i18n/traducao.ts';

/** The months' short names, January first, in the language in force. */
export const mesesCurtos = (t: ReturnType<typeof useT>): string[] => [
  t('Jan'), t('Fev'), t('Mar'), t('Abr'), t('Mai'), t('Jun'), t('Jul'), t('Ago'), t('Set'), t('Out'), t('Nov'), t('Dez'),
];
