import { Spinner } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';

export function Carregando() {
  const t = useT();
  return <Spinner size="small" label={t('Carregando...')} />;
}
