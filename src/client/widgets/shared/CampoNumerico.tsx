import { useMemo } from 'react';
import { Field, Input, Text } from '@fluentui/react-components';
import type { FactoryArg } from 'imask';
import type { WidgetProps } from '../types.ts';
import { useCampo } from './useCampo.ts';
import { useEstilosDoWidget } from './estilos.ts';
import { useImask, type Mascara } from './useImask.ts';

interface CampoNumericoProps extends WidgetProps<number> {
  /** Decimal places accepted. */
  casas: number;
  /** Whether the decimals are always shown in full (money: "1,50"). */
  casasFixas: boolean;
  /** Whether thousands are separated ("1.234"); a code is not (1011). */
  milhares?: boolean;
  /** The text of a value set from outside. */
  formatar(valor: number): string;
}

// imask's number text without thousands separators and with '.' as the radix, or nothing.
function lerNumero(mascara: Mascara): number | null {
  const texto = mascara.unmaskedValue;
  if (texto === '' || texto === '-') return null;
  const numero = Number(texto);
  return Number.isFinite(numero) ? numero : null;
}

/**
 * A pt-BR number typed as text (dot for thousands, comma for decimals) that emits a number, with
 * the measure it is read in after it (x-medida). imask keeps the text well formed, so there is
 * no invalid state to report.
 */
export function CampoNumerico({ casas, casasFixas, milhares = true, formatar, ...props }: CampoNumericoProps) {
  const { campo, controle } = useCampo(props);
  const estilos = useEstilosDoWidget();
  const mascara = useMemo<FactoryArg>(
    () => ({
      mask: Number,
      scale: casas,
      radix: ',',
      thousandsSeparator: milhares ? '.' : '',
      // A typed '.' is a thousands separator here, never the decimal point.
      mapToRadix: [],
      normalizeZeros: true,
      padFractionalZeros: casasFixas,
      min: -Number.MAX_SAFE_INTEGER,
      max: Number.MAX_SAFE_INTEGER,
    }),
    [casas, casasFixas, milhares],
  );
  const { ref, texto } = useImask({ mascara, valor: props.valor, ler: lerNumero, escrever: formatar, onChange: props.onChange });
  return (
    <Field {...campo}>
      <Input
        {...controle}
        ref={ref}
        value={texto}
        className={estilos.controle}
        inputMode={casas === 0 ? 'numeric' : 'decimal'}
        contentAfter={props.apresentacao.medida === undefined ? undefined : <Text size={200}>{props.apresentacao.medida}</Text>}
      />
    </Field>
  );
}
