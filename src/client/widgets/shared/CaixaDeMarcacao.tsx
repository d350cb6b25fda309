import { Checkbox, Field } from '@fluentui/react-components';
import type { WidgetProps } from '../types.ts';
import { useCampo } from './useCampo.ts';

interface CaixaDeMarcacaoProps extends Omit<WidgetProps<boolean>, 'onChange'> {
  onMarcar(marcado: boolean): void;
}

/** A checkbox labelled by the field's title; the Field adds the required mark and the message. */
export function CaixaDeMarcacao({ onMarcar, ...props }: CaixaDeMarcacaoProps) {
  const { campo, controle } = useCampo(props);
  // The checkbox carries its own label; the Field keeps only the required state and the message.
  const { label: _label, ...semRotulo } = campo;
  return (
    <Field {...semRotulo}>
      <Checkbox
        {...controle}
        label={props.rotulo}
        required={props.obrigatorio}
        checked={props.valor === true}
        onChange={(_, data) => onMarcar(data.checked === true)}
      />
    </Field>
  );
}
