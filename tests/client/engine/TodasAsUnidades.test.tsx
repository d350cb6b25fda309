import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { json, type RecordedCall } from '../support/fetchStub.ts';
import { NORTE, SEDE, contexto } from '../support/fixtures.ts';
import { ANA, BETO, TAGS_TODAS, VOLUNTARIOS, configuracao, pagina } from './fixtures.ts';
import { parametros, renderTela, stubTela } from './support.tsx';

// The administrator's "Todas as unidades" (lista.todasAsUnidades): the switch in the toolbar asks
// the page, the resumos and the print for every unit, shows a Unidade column, and opens a record
// of another unit only after switching to it.

const COM_UNIDADES: Descriptor = {
  ...VOLUNTARIOS,
  lista: { ...VOLUNTARIOS.lista!, todasAsUnidades: true, resumos: [{ nome: 'quantidade', contagem: true }] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const daUnidade = (query: URLSearchParams) => query.get('unidades') === 'todas';

function abrir(tags: readonly string[]) {
  const stub = stubTela(
    tags,
    {
      'GET /api/context': { content: contexto({ unidades: [SEDE, NORTE] }) },
      'GET /api/voluntarios': (call: RecordedCall) =>
        json({ content: pagina(daUnidade(parametros(call)) ? [{ ...ANA, unidade: SEDE }, { ...BETO, unidade: NORTE }] : [ANA]) }),
      'GET /api/voluntarios/resumos': (call: RecordedCall) => json({ content: { quantidade: daUnidade(parametros(call)) ? 2 : 1 } }),
      'POST /api/context/unidade': { content: {} },
      'GET /api/voluntarios/8': { content: BETO },
    },
    configuracao(),
    COM_UNIDADES,
  );
  return { ...stub, ...renderTela('/teste/voluntarios') };
}

describe('the list of every unit', { timeout: 30_000 }, () => {
  it('is offered to the administrator: on, the page and resumos ask for every unit and each row names its unit', async () => {
    const usuario = userEvent.setup();
    const { callsTo, query } = abrir(['administrador']);
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Unidade' })).not.toBeInTheDocument());

    await usuario.click(await screen.findByRole('switch', { name: 'Todas as unidades' }));

    expect(await screen.findByRole('columnheader', { name: 'Unidade' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Beto Souza' })).toBeInTheDocument());
    expect(daUnidade(parametros(callsTo('GET', '/api/voluntarios').at(-1)!))).toBe(true);
    await waitFor(() => expect(daUnidade(parametros(callsTo('GET', '/api/voluntarios/resumos').at(-1)!))).toBe(true));
    await waitFor(() => expect(query().get('unidades')).toBe('todas'));
    const resumo = await screen.findByLabelText('Resumo da lista');
    await waitFor(() => expect(within(resumo).getByRole('definition')).toHaveTextContent('2'));
  });

  it('opens a record of another unit after the user agrees to switch to it', async () => {
    const usuario = userEvent.setup();
    const { callsTo, location } = abrir(['administrador']);
    await usuario.click(await screen.findByRole('switch', { name: 'Todas as unidades' }));

    await usuario.click(await screen.findByRole('button', { name: 'Trocar para a unidade Unidade Norte e abrir' }));
    const dialogo = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialogo).getByText('Este registro é da unidade Unidade Norte. Trocar para ela e abri-lo?')).toBeInTheDocument());
    await usuario.click(within(dialogo).getByRole('button', { name: 'Trocar e abrir' }));

    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios/8'));
    expect(callsTo('POST', '/api/context/unidade').map((c) => c.body)).toEqual([{ unidadeId: NORTE.id }]);
  });

  it('is not offered to a user without administrador, who lists the session’s unit', async () => {
    const { callsTo } = abrir(TAGS_TODAS);
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Todas as unidades' })).not.toBeInTheDocument());
    expect(callsTo('GET', '/api/voluntarios').every((c) => !daUnidade(parametros(c)))).toBe(true);
  });
});
