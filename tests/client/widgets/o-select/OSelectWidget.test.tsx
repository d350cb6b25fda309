import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OSelectWidget } from '../../../../src/client/widgets/o-select/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

const opcoes = [
  { valor: 1, rotulo: 'Física' },
  { valor: 2, rotulo: 'Jurídica' },
  { valor: '2', rotulo: 'Texto dois' },
];

describe('the enum select', () => {
  it('emits the option value with its own type', async () => {
    const { onChange } = renderWidget(OSelectWidget, { apresentacao: { opcoes } });
    await userEvent.click(screen.getByRole('combobox', { name: ROTULO }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jurídica' }));
    expect(ultimo(onChange)).toBe(2);
  });

  it('with multiplo, emits the array of chosen values', async () => {
    const { onChange } = renderWidget(OSelectWidget, { apresentacao: { opcoes, multiplo: true } });
    await userEvent.click(screen.getByRole('combobox', { name: ROTULO }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Física' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Texto dois' }));
    expect(ultimo(onChange)).toEqual([1, '2']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: ROTULO })).toHaveTextContent('Física, Texto dois'));

    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Física' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Texto dois' }));
    expect(ultimo(onChange)).toBeNull();
  });

  it('is keyboard operable', async () => {
    const { onChange } = renderWidget(OSelectWidget, { apresentacao: { opcoes } });
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: ROTULO })).toHaveFocus());
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(ultimo(onChange)).toBe(2);
  });
});
