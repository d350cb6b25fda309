import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodigoWidget } from '../../../../src/client/widgets/codigo/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

describe('the code widget', () => {
  it('shows a code as the cards do: 1011, not 1.011', () => {
    renderWidget(CodigoWidget, { valor: 1011, desabilitado: true });
    expect(screen.getByLabelText(ROTULO)).toHaveValue('1011');
  });

  it('takes digits only and emits the integer', async () => {
    const { onChange } = renderWidget(CodigoWidget);
    const input = screen.getByLabelText(ROTULO);
    await userEvent.type(input, '12.345,6a');
    await waitFor(() => expect(input).toHaveValue('123456'));
    expect(ultimo(onChange)).toBe(123456);
  });
});
