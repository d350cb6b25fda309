import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { useImask, type Mascara } from '../shared/useImask.ts';

const HEXADECIMAL = { mask: '#HHHHHH', definitions: { H: /[0-9A-Fa-f]/ }, prepareChar: (c: string) => c.toUpperCase() };

// The code's pattern, the same in every language.
const MODELO_DO_CODIGO = '#RRGGBB';

// The swatch shows black while empty: the native input cannot show "no colour".
const SEM_COR = '#000000';

const useEstilos = makeStyles({
  amostra: {
    width: '28px',
    height: '24px',
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':disabled': { cursor: 'not-allowed' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * A colour as '#RRGGBB': picked in the browser's colour picker or typed in hexadecimal.
 * A half-typed code emits nothing and is undone on leaving the field.
 */
export function ColourWidget(props: WidgetProps<string>) {
  const { campo, controle } = useCampo(props);
  const t = useT();
  const estilos = useEstilos();
  const estilosDoWidget = useEstilosDoWidget();
  const { valor, onChange, rotulo, desabilitado } = props;
  const ler = (mascara: Mascara): string | null => {
    if (mascara.masked.isComplete) return mascara.value;
    return mascara.unmaskedValue === '' ? null : (valor ?? null);
  };
  const { ref, texto, completo, mascara } = useImask({ mascara: HEXADECIMAL, valor, ler, escrever: (cor: string) => cor.toUpperCase(), onChange });

  return (
    <Field {...campo}>
      <Input
        {...controle}
        ref={ref}
        value={texto}
        className={estilosDoWidget.controle}
        placeholder={MODELO_DO_CODIGO}
        onBlur={() => {
          if (mascara !== null && !completo) mascara.value = valor?.toUpperCase() ?? '';
          props.onBlur?.();
        }}
        contentBefore={
          <input
            type="color"
            className={estilos.amostra}
            aria-label={t('{campo}: seletor de cor', { campo: rotulo })}
            disabled={desabilitado}
            value={valor?.toLowerCase() ?? SEM_COR}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
          />
        }
      />
    </Field>
  );
}
