import { Field, Textarea } from '@fluentui/react-components';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { textoOuNulo } from '../shared/texto.ts';

/** Several lines of free text; the user may make it taller. */
export function TextareaWidget(props: WidgetProps<string>) {
  const { campo, controle } = useCampo(props);
  const estilos = useEstilosDoWidget();
  return (
    <Field {...campo}>
      <Textarea
        {...controle}
        className={estilos.controle}
        resize="vertical"
        value={props.valor ?? ''}
        onChange={(_, data) => props.onChange(textoOuNulo(data.value))}
      />
    </Field>
  );
}
