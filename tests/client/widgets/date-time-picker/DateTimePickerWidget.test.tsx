import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimePickerWidget } from '../../../../src/client/widgets/date-time-picker/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

const input = () => screen.getByLabelText(ROTULO);

describe('the date picker', () => {
  it('emits the model value of a real date: 29/02/2024 → 2024-02-29T00:00:00', async () => {
    const { onChange } = renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date' } });
    await userEvent.type(input(), '29/02/2024');
    expect(ultimo(onChange)).toBe('2024-02-29T00:00:00');
    await waitFor(() => expect(screen.queryByText('Data inválida.')).not.toBeInTheDocument());
  });

  it('rejects 31/02/2024 with Data inválida. and emits no date', async () => {
    const { onChange } = renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date' } });
    await userEvent.type(input(), '31/02/2024');
    await waitFor(() => expect(screen.getByText('Data inválida.')).toBeInTheDocument());
    await waitFor(() => expect(input()).toBeInvalid());
    expect(onChange.mock.calls.flat().filter((valor) => valor !== null)).toEqual([]);
  });

  it('accepts digits only and puts the slashes in', async () => {
    const { onChange } = renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date' } });
    await userEvent.type(input(), '05a032024');
    await waitFor(() => expect(input()).toHaveValue('05/03/2024'));
    expect(ultimo(onChange)).toBe('2024-03-05T00:00:00');
  });

  it('reports an unfinished date once the user leaves it', async () => {
    renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date' } });
    await userEvent.type(input(), '12/03');
    await waitFor(() => expect(screen.queryByText('Data inválida.')).not.toBeInTheDocument());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByText('Data inválida.')).toBeInTheDocument());
  });

  it('takes a date-time as DD/MM/YYYY HH:mm', async () => {
    const { onChange } = renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date-time' } });
    await userEvent.type(input(), '29/02/2024 13:45');
    expect(ultimo(onChange)).toBe('2024-02-29T13:45:00');
  });

  it('rejects an hour that does not exist', async () => {
    renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date-time' } });
    await userEvent.type(input(), '29/02/2024 25:00');
    await waitFor(() => expect(screen.getByText('Data inválida.')).toBeInTheDocument());
  });

  it('shows a model value in the display format', () => {
    renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date-time' }, valor: '2024-12-31T08:05:00' });
    expect(input()).toHaveValue('31/12/2024 08:05');
  });

  it('lets the date be chosen in a calendar', async () => {
    const { onChange } = renderWidget(DateTimePickerWidget, { apresentacao: { formato: 'date' } });
    await userEvent.click(screen.getByRole('button', { name: `Abrir calendário: ${ROTULO}` }));
    const calendario = await screen.findByLabelText(ROTULO, { selector: 'input[type="date"]' });

    fireEvent.change(calendario, { target: { value: '2024-05-10' } });

    expect(ultimo(onChange)).toBe('2024-05-10T00:00:00');
    await waitFor(() => expect(input()).toHaveValue('10/05/2024'));
  });
});
