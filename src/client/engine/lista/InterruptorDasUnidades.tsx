import { Switch } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';

interface InterruptorDasUnidadesProps {
  ligado: boolean;
  onMudar(ligado: boolean): void;
}

/** The administrator's "Todas as unidades" in a list's toolbar (lista.todasAsUnidades). */
export function InterruptorDasUnidades({ ligado, onMudar }: InterruptorDasUnidadesProps) {
  const t = useT();
  return <Switch label={t('Todas as unidades')} checked={ligado} onChange={(_, data) => onMudar(data.checked)} />;
}
