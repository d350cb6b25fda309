import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { TelaLista } from '../../../src/client/engine/lista/TelaLista.tsx';
import type { ListaEmbutida } from '../../../src/client/engine/lista/embutida.ts';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { ANA, TAGS_TODAS, VOLUNTARIOS, pagina } from './fixtures.ts';
import { parametros, stubTela } from './support.tsx';

// A screen's list embedded in another page (a utility's page lists that utility's consents): its
// own heading and search, the page's fixed filter always applied and not offered again, nor its
// column shown; a new record starts with the fixed value; the page's URL stays the page's.

const COM_CIDADE: Descriptor = {
  ...VOLUNTARIOS,
  filtro: { campos: [...(VOLUNTARIOS.filtro?.campos ?? []), { campo: 'cidade', titulo: 'Cidade do voluntário' }] },
};

const RECIFE: ListaEmbutida = { titulo: 'Voluntários de Recife', filtroFixo: { cidade: 3 } };

function abrir(embutida: ListaEmbutida = RECIFE) {
  const stub = stubTela(TAGS_TODAS, { 'GET /api/voluntarios': { content: pagina([ANA]) } }, undefined, COM_CIDADE);
  const router = createMemoryRouter(
    [
      { path: '/cidades/recife', element: <TelaLista name={VOLUNTARIOS.rota.name} embutida={embutida} /> },
      { path: '/teste/voluntarios/novo', element: <p>Novo voluntário</p> },
    ],
    { initialEntries: ['/cidades/recife?aba=voluntarios'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { pedidos: () => stub.callsTo('GET', '/api/voluntarios').map(parametros), stub, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a screen's list embedded in a page", { timeout: 15_000 }, () => {
  it('lists the fixed filter only, under its own heading, without the fixed column or filter field', async () => {
    const usuario = userEvent.setup();
    const { pedidos } = abrir();
    expect(await screen.findByRole('heading', { level: 2, name: 'Voluntários de Recife' })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Voluntários de Recife' });
    await within(tabela).findByRole('cell', { name: 'Ana Lima' });
    expect(pedidos()[0]?.get('cidade')).toBe('3');
    await waitFor(() => expect(within(tabela).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nome', 'Nascimento', 'Ajuda de custo', 'Ativo', 'Ações']));
    await usuario.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByRole('combobox', { name: 'Situação do cadastro' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Cidade do voluntário' })).not.toBeInTheDocument());
  });

  it('searches within the fixed filter, keeping the search out of the page’s URL', async () => {
    const usuario = userEvent.setup();
    const { pedidos, router } = abrir();
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await usuario.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'ana{Enter}');
    await waitFor(() => expect(pedidos().at(-1)?.get('q')).toBe('ana'));
    expect(pedidos().at(-1)?.get('cidade')).toBe('3');
    expect(router.state.location.search).toBe('?aba=voluntarios');
  });

  it('opens a new record with the fixed value filled in', async () => {
    const usuario = userEvent.setup();
    const { router } = abrir();
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await usuario.click(screen.getByRole('button', { name: 'Novo' }));
    await screen.findByText('Novo voluntário');
    expect(router.state.location.pathname).toBe('/teste/voluntarios/novo');
    expect(router.state.location.search).toBe('?cidade=3');
  });

  it('refuses a fixed value the screen does not filter by, and asks nothing', async () => {
    const { pedidos } = abrir({ titulo: 'Voluntários', filtroFixo: { apelido: 'Aninha' } });
    expect(await screen.findByText('Esta tela não filtra por apelido.')).toBeInTheDocument();
    expect(pedidos()).toEqual([]);
  });
});
