import { Field, Input } from '@fluentui/react-components';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { textoOuNulo } from '../shared/texto.ts';
import { CampoDeHora } from './CampoDeHora.tsx';

/** A line of free text; a time of day (format hora) is typed as HH:mm. */
export function QInputWidget(props: WidgetProps<string>) {
  return props.apresentacao.formato === 'hora' ? <CampoDeHora {...props} /> : <CampoDeTexto {...props} />;
}

function CampoDeTexto(props: WidgetProps<string>) {
  const { campo, controle } = useCampo(props);
  const estilos = useEstilosDoWidget();
  return (
    <Field {...campo}>
      <Input {...controle} className={estilos.controle} value={props.valor ?? ''} onChange={(_, data) => props.onChange(textoOuNulo(data.value))} />
    </Field>
  );
}
