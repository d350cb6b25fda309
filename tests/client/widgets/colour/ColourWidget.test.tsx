import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColourWidget } from '../../../../src/client/widgets/colour/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

const hexadecimal = () => screen.getByLabelText(ROTULO);
const seletor = () => screen.getByLabelText(`${ROTULO}: seletor de cor`);

describe('the colour picker', () => {
  it('emits the colour picked in the native picker as #RRGGBB', () => {
    const { onChange } = renderWidget(ColourWidget);
    fireEvent.change(seletor(), { target: { value: '#a1b2c3' } });
    expect(ultimo(onChange)).toBe('#A1B2C3');
    expect(hexadecimal()).toHaveValue('#A1B2C3');
  });

  it('takes a typed code, uppercased, only hexadecimal digits', async () => {
    const { onChange } = renderWidget(ColourWidget);
    await userEvent.type(hexadecimal(), 'zz0f0g0f');
    await waitFor(() => expect(hexadecimal()).toHaveValue('#0F00F'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(hexadecimal(), '9');
    expect(ultimo(onChange)).toBe('#0F00F9');
    await waitFor(() => expect(seletor()).toHaveValue('#0f00f9'));
  });

  it('undoes a half-typed code on leaving', async () => {
    const { onChange } = renderWidget(ColourWidget, { valor: '#112233' });
    await userEvent.type(hexadecimal(), '{Backspace}{Backspace}');
    await userEvent.tab();
    await waitFor(() => expect(hexadecimal()).toHaveValue('#112233'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
