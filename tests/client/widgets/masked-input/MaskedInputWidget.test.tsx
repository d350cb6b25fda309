import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedInputWidget } from '../../../../src/client/widgets/masked-input/index.ts';
import { MASKS, type MaskType } from '../../../../src/shared/masks/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

const CASOS: readonly { mascara: MaskType; digitado: string; mostrado: string; emitido: string }[] = [
  { mascara: 'cpf', digitado: '52998224725', mostrado: '529.982.247-25', emitido: '52998224725' },
  { mascara: 'cnpj', digitado: '11222333000181', mostrado: '11.222.333/0001-81', emitido: '11222333000181' },
  { mascara: 'cnpj', digitado: '12abc34501de35', mostrado: '12.ABC.345/01DE-35', emitido: '12ABC34501DE35' },
  { mascara: 'telefone', digitado: '1133334444', mostrado: '(11) 3333-4444', emitido: '1133334444' },
  { mascara: 'telefone', digitado: '11987654321', mostrado: '(11) 98765-4321', emitido: '11987654321' },
  { mascara: 'cep', digitado: '01310100', mostrado: '01310-100', emitido: '01310100' },
  { mascara: 'cpfOuCnpj', digitado: '52998224725', mostrado: '529.982.247-25', emitido: '52998224725' },
  { mascara: 'cpfOuCnpj', digitado: '11222333000181', mostrado: '11.222.333/0001-81', emitido: '11222333000181' },
];

describe('the masked input', () => {
  it.each(CASOS)('formats $mascara as $mostrado and emits it unmasked', async ({ mascara, digitado, mostrado, emitido }) => {
    const { onChange } = renderWidget(MaskedInputWidget, { apresentacao: { mascara } });
    const input = screen.getByLabelText(ROTULO);

    await userEvent.type(input, digitado);

    await waitFor(() => expect(input).toHaveValue(mostrado));
    // The same text the shared formatter gives (cells and the server use it).
    expect(mostrado).toBe(MASKS[mascara].format(digitado));
    expect(ultimo(onChange)).toBe(emitido);
  });

  it('ignores characters the mask does not take', async () => {
    const { onChange } = renderWidget(MaskedInputWidget, { apresentacao: { mascara: 'cep' } });
    const input = screen.getByLabelText(ROTULO);

    await userEvent.type(input, '01a310-1000');

    await waitFor(() => expect(input).toHaveValue('01310-100'));
    expect(ultimo(onChange)).toBe('01310100');
  });

  it('shows a value set from outside masked, without emitting it back', () => {
    const { onChange } = renderWidget(MaskedInputWidget, { apresentacao: { mascara: 'telefone' }, valor: '11987654321' });
    expect(screen.getByLabelText(ROTULO)).toHaveValue('(11) 98765-4321');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits null once the text is erased', async () => {
    const { onChange } = renderWidget(MaskedInputWidget, { apresentacao: { mascara: 'cpf' }, valor: '52998224725' });
    await userEvent.clear(screen.getByLabelText(ROTULO));
    expect(ultimo(onChange)).toBeNull();
  });
});
