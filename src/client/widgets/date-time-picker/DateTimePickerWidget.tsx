import { useMemo, useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { formatDisplay } from '../../../shared/format/index.ts';
import { MENSAGENS_VALIDACAO } from '../../../shared/validation/index.ts';
import { useT } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { useImask, type Mascara } from '../shared/useImask.ts';
import { BotaoCalendario } from './BotaoCalendario.tsx';
import { dicaDoTipo, lerTexto, padraoDoTipo, tipoDoFormato } from './tipoDeData.ts';

/**
 * A date (or date and time) typed in the display format, DD/MM/YYYY [HH:mm], or chosen in
 * a calendar; emits the model value YYYY-MM-DDTHH:mm:ss (São Paulo wall time), null while
 * the text is not a real date, which the widget then reports as 'Data inválida.'.
 */
export function DateTimePickerWidget(props: WidgetProps<string>) {
  // Renders again when the language changes, for the format's hint.
  useT();
  const tipo = tipoDoFormato(props.apresentacao.formato);
  const [saiu, setSaiu] = useState(false);
  const mascara = useMemo(() => ({ mask: padraoDoTipo(tipo), lazy: true }), [tipo]);
  const { ref, texto, completo } = useImask({
    mascara,
    valor: props.valor,
    ler: (atual: Mascara) => lerTexto(atual.value, tipo),
    escrever: (valor: string) => formatDisplay(valor, tipo),
    onChange: props.onChange,
  });
  // Judged once the text is whole or the user has left it, not at every keystroke.
  const invalido = texto !== '' && lerTexto(texto, tipo) === null && (completo || saiu);
  const { campo, controle } = useCampo(props, { erroLocal: invalido ? MENSAGENS_VALIDACAO.date : null });
  const estilos = useEstilosDoWidget();
  return (
    <Field {...campo}>
      <Input
        {...controle}
        ref={ref}
        value={texto}
        className={estilos.controle}
        inputMode="numeric"
        placeholder={dicaDoTipo(tipo)}
        onFocus={() => setSaiu(false)}
        onBlur={() => {
          setSaiu(true);
          props.onBlur?.();
        }}
        contentAfter={
          <BotaoCalendario
            rotulo={props.rotulo}
            tipo={tipo}
            valor={props.valor}
            desabilitado={props.desabilitado}
            onEscolher={props.onChange}
          />
        }
      />
    </Field>
  );
}
