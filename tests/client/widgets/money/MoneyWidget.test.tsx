import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyWidget } from '../../../../src/client/widgets/money/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

describe('the money widget', () => {
  it('parses 1.234,56 as 1234.56', async () => {
    const { onChange } = renderWidget(MoneyWidget);
    const input = screen.getByLabelText(ROTULO);

    await userEvent.type(input, '1.234,56');

    await waitFor(() => expect(input).toHaveValue('1.234,56'));
    expect(ultimo(onChange)).toBe(1234.56);
  });

  it('groups thousands as the user types digits only', async () => {
    const { onChange } = renderWidget(MoneyWidget);
    const input = screen.getByLabelText(ROTULO);

    await userEvent.type(input, '1234567,8');

    await waitFor(() => expect(input).toHaveValue('1.234.567,8'));
    expect(ultimo(onChange)).toBe(1234567.8);
  });

  it('keeps two decimals: a third is refused, and leaving completes them', async () => {
    const { onChange } = renderWidget(MoneyWidget);
    const input = screen.getByLabelText(ROTULO);

    await userEvent.type(input, '10,505');
    await waitFor(() => expect(input).toHaveValue('10,50'));
    await userEvent.tab();

    await userEvent.clear(input);
    await userEvent.type(input, '7,5');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('7,50'));
    expect(ultimo(onChange)).toBe(7.5);
  });

  it('shows a number with two decimals', () => {
    renderWidget(MoneyWidget, { valor: 1234.5 });
    expect(screen.getByLabelText(ROTULO)).toHaveValue('1.234,50');
  });

  it('emits null when emptied', async () => {
    const { onChange } = renderWidget(MoneyWidget, { valor: 10 });
    await userEvent.clear(screen.getByLabelText(ROTULO));
    expect(ultimo(onChange)).toBeNull();
  });
});
