import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodoWidget } from '../../../../src/client/widgets/periodo/index.ts';
import { ROTULOS_PERIODO } from '../../../../src/shared/periodo/index.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

async function escolher(rotulo: string) {
  await userEvent.click(screen.getByLabelText(ROTULO));
  await userEvent.click(await screen.findByRole('option', { name: rotulo }));
}

beforeEach(() => {
  // Only the clock: userEvent still needs real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the period selector', () => {
  it('shows TODOS by default and offers every option by its pt-BR label', async () => {
    renderWidget(PeriodoWidget);
    expect(screen.getByLabelText(ROTULO)).toHaveTextContent('Todos');
    await userEvent.click(screen.getByLabelText(ROTULO));
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((opcao) => opcao.textContent)).toEqual(Object.values(ROTULOS_PERIODO));
  });

  it('emits ESTA_SEMANA as Sunday 00:00:00 to Saturday 23:59:59', async () => {
    vi.setSystemTime(new Date('2024-03-06T15:00:00-03:00')); // a Wednesday
    const { onChange } = renderWidget(PeriodoWidget);

    await escolher('Esta semana');

    expect(ultimo(onChange)).toEqual({
      opcao: 'ESTA_SEMANA',
      data: { inicial: '2024-03-03T00:00:00', final: '2024-03-09T23:59:59' },
    });
  });

  it('computes the week in São Paulo time, whatever the UTC day', async () => {
    // Sunday 01:00 UTC is still Saturday 22:00 in São Paulo: the week that ends that day.
    vi.setSystemTime(new Date('2024-03-10T01:00:00Z'));
    const { onChange } = renderWidget(PeriodoWidget);

    await escolher('Esta semana');

    expect(ultimo(onChange)).toEqual({
      opcao: 'ESTA_SEMANA',
      data: { inicial: '2024-03-03T00:00:00', final: '2024-03-09T23:59:59' },
    });
  });

  it('emits TODOS without dates', async () => {
    const { onChange } = renderWidget(PeriodoWidget, {
      valor: { opcao: 'HOJE', data: { inicial: '2024-03-06T00:00:00', final: '2024-03-06T23:59:59' } },
    });
    await escolher('Todos');
    expect(ultimo(onChange)).toEqual({ opcao: 'TODOS', data: { inicial: null, final: null } });
  });

  it('asks for two dates when CUSTOMIZADO and spans their whole days', async () => {
    const { onChange } = renderWidget(PeriodoWidget);
    expect(screen.queryByLabelText('Data inicial')).not.toBeInTheDocument();

    await escolher('Customizado');
    expect(ultimo(onChange)).toEqual({ opcao: 'CUSTOMIZADO', data: { inicial: null, final: null } });
    await userEvent.type(screen.getByLabelText('Data inicial'), '01/03/2024');
    await userEvent.type(screen.getByLabelText('Data final'), '10/03/2024');

    expect(ultimo(onChange)).toEqual({
      opcao: 'CUSTOMIZADO',
      data: { inicial: '2024-03-01T00:00:00', final: '2024-03-10T23:59:59' },
    });
    await waitFor(() => expect(screen.getByLabelText('Data final')).toHaveValue('10/03/2024'));
  });
});
