import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { MENSAGENS_VALIDACAO, isHora } from '../../../shared/validation/index.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { useImask, type Mascara } from '../shared/useImask.ts';

// Typed, not the browser's time input: that one follows the browser's language (AM/PM in an
// English one), and every user reads 24-hour pt-BR times here.
const MASCARA = { mask: '00:00', lazy: true };

const ler = (mascara: Mascara): string | null => (isHora(mascara.value) ? mascara.value : null);
const escrever = (valor: string): string => valor;

/** A time of day (format hora), HH:mm from 00:00 to 23:59; emits null while the text is no such time, which it then reports. */
export function CampoDeHora(props: WidgetProps<string>) {
  const [saiu, setSaiu] = useState(false);
  const { ref, texto, completo } = useImask({ mascara: MASCARA, valor: props.valor, ler, escrever, onChange: props.onChange });
  // Judged once the text is whole or the user has left it, not at every keystroke.
  const invalido = texto !== '' && !isHora(texto) && (completo || saiu);
  const { campo, controle } = useCampo(props, { erroLocal: invalido ? MENSAGENS_VALIDACAO.hora : null });
  const estilos = useEstilosDoWidget();
  return (
    <Field {...campo}>
      <Input
        {...controle}
        ref={ref}
        value={texto}
        className={estilos.controle}
        inputMode="numeric"
        placeholder="HH:MM"
        onFocus={() => setSaiu(false)}
        onBlur={() => {
          setSaiu(true);
          props.onBlur?.();
        }}
      />
    </Field>
  );
}
