import { useMemo } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { getMask, type MaskType } from '../../../shared/masks/index.ts';
import type { WidgetProps } from '../types.ts';
import { useCampo } from '../shared/useCampo.ts';
import { useEstilosDoWidget } from '../shared/estilos.ts';
import { useImask, type Mascara } from '../shared/useImask.ts';
import { mascaraDoImask } from './mascaraDoImask.ts';

const lerSemMascara = (mascara: Mascara): string | null => mascara.unmaskedValue || null;

// The descriptor validator already requires a mask; this names the field if one slips through.
function tipoDaMascara({ apresentacao, campo }: WidgetProps<string>): MaskType {
  if (apresentacao.mascara === null) throw new Error(`O campo ${campo} usa masked-input sem máscara.`);
  return apresentacao.mascara;
}

/**
 * Text typed through a mask of the shared masks (telefone, cpf, cnpj, cep, cpfOuCnpj),
 * emitted without the mask characters. The shared rules then validate it.
 */
export function MaskedInputWidget(props: WidgetProps<string>) {
  const { campo, controle } = useCampo(props);
  const estilos = useEstilosDoWidget();
  const tipo = tipoDaMascara(props);
  const mascara = useMemo(() => mascaraDoImask(tipo), [tipo]);
  const { ref, texto } = useImask({
    mascara,
    valor: props.valor,
    ler: lerSemMascara,
    escrever: getMask(tipo).format,
    onChange: props.onChange,
  });
  // Only the CNPJ may hold letters; every other mask is digits, so phones get the numeric keypad.
  const soDigitos = tipo !== 'cnpj' && tipo !== 'cpfOuCnpj';
  return (
    <Field {...campo}>
      <Input {...controle} ref={ref} value={texto} className={estilos.controle} inputMode={soDigitos ? 'numeric' : 'text'} />
    </Field>
  );
}
