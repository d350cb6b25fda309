import { Text } from '@fluentui/react-components';
import { useT } from '../../../../i18n/traducao.ts';

/** The OFX import of the bank reconciliation. */
export function ImportacaoOfxPage() {
  const t = useT();
  return <Text>{t('Importação OFX')}</Text>;
}
