import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { ComunicadoRecebido } from '../../../../src/shared/comunicados/comunicado.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { ComunicadoPage } from '../../../../src/client/pages/comunicados/ComunicadoPage.tsx';
import { ComunicadosPage } from '../../../../src/client/pages/comunicados/ComunicadosPage.tsx';
import { logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { pagina } from '../mensagens/support.tsx';

// The reader's pages: the list as the server orders it (pinned first) with what each still asks;
// one announcement with its Markdown as elements (never as markup), its reading recorded on opening,
// and "Confirmo a leitura" where asked.

afterEach(() => vi.unstubAllGlobals());

function comunicado(extra: Partial<ComunicadoRecebido> = {}): ComunicadoRecebido {
  return {
    id: 7,
    titulo: 'Nova política',
    texto: 'Leia **com atenção**.\n\n<img src=x onerror="window.invadido = true">',
    publicadoEm: '2026-03-10T13:00:00.000Z',
    expiraEm: null,
    fixado: false,
    exigeConfirmacao: true,
    autor: 'Administrador',
    lido: false,
    confirmadoEm: null,
    anexos: [],
    ...extra,
  };
}

function abrir(path: string) {
  logIn();
  let atual = comunicado();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: [] },
    'GET /api/comunicados/recebidos': () => Response.json(pagina([comunicado({ id: 1, titulo: 'Boas-vindas', fixado: true, exigeConfirmacao: false, lido: true }), atual])),
    'GET /api/comunicados/recebidos/7': () => Response.json({ content: atual }),
    'POST /api/comunicados/recebidos/7/leitura': () => {
      atual = { ...atual, lido: true };
      return Response.json({ content: { lidoEm: '2026-03-10T14:00:00.000Z', confirmadoEm: null } });
    },
    'POST /api/comunicados/recebidos/7/confirmacao': () => {
      atual = { ...atual, confirmadoEm: '2026-03-10T14:05:00.000Z' };
      return Response.json({ content: { lidoEm: '2026-03-10T14:00:00.000Z', confirmadoEm: atual.confirmadoEm }, message: 'Leitura confirmada.' });
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/comunicados', element: <ComunicadosPage /> },
      { path: '/comunicados/:id', element: <ComunicadoPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

describe('the announcements a user reads', () => {
  it('lists them in the server order, marking the unread and the confirmation still asked, without writing buttons to a reader', async () => {
    abrir('/comunicados');
    const links = await screen.findAllByRole('link', { name: /Boas-vindas|Nova política/ });
    expect(links.map((l) => l.textContent)).toEqual(['Boas-vindas', 'Nova política']);
    expect(await screen.findByText('Confirmação pendente')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Não lido')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Novo comunicado' })).toBeNull());
  });

  it('shows the text formatted and inert, records the reading, and confirms it', async () => {
    const stub = abrir('/comunicados/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova política' })).toBeVisible();
    expect((await screen.findByText('com atenção')).tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(stub.callsTo('POST', '/api/comunicados/recebidos/7/leitura')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmo a leitura' }));
    expect(await screen.findByText(/^Leitura confirmada em 10\/03\/2026/)).toBeVisible();
    await waitFor(() => expect(stub.callsTo('POST', '/api/comunicados/recebidos/7/confirmacao')).toHaveLength(1));
  });
});
