import { Spinner } from '@fluentui/react-components';

export function Carregando() {
  return <Spinner size="small" label="Carregando..." />;
}
