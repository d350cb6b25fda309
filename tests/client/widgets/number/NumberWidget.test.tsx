import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberWidget } from '../../../../src/client/widgets/number/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

describe('the number widget', () => {
  it.each([
    ['42', 42],
    ['1.234,5', 1234.5],
    ['-3,25', -3.25],
    ['0,001', 0.001],
  ])('reads %s as %d', async (digitado, numero) => {
    const { onChange } = renderWidget(NumberWidget);
    await userEvent.type(screen.getByLabelText(ROTULO), digitado);
    expect(ultimo(onChange)).toBe(numero);
  });

  it('shows a number pt-BR', () => {
    renderWidget(NumberWidget, { valor: 1234.5 });
    expect(screen.getByLabelText(ROTULO)).toHaveValue('1.234,5');
  });

  it('refuses letters', async () => {
    const { onChange } = renderWidget(NumberWidget);
    const input = screen.getByLabelText(ROTULO);
    await userEvent.type(input, '1a2');
    await waitFor(() => expect(input).toHaveValue('12'));
    expect(ultimo(onChange)).toBe(12);
  });
});
