import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { PrimeiraAbaPermitida } from '../../../../src/client/components/tabs/PrimeiraAbaPermitida.tsx';
import { SecaoComAbas } from '../../../../src/client/components/tabs/SecaoComAbas.tsx';
import { stubFetch } from '../../support/fetchStub.ts';

const ABAS = [
  { name: 'cfg.usuarios', path: '/cfg/usuarios', titulo: 'Usuários', permissao: { tags: ['configuracoes.usuario.visualizar'] } },
  { name: 'cfg.pessoas', path: '/cfg/pessoas', titulo: 'Pessoas', permissao: { tags: ['gestaopessoas.pessoa.visualizar'] } },
  { name: 'cfg.sobre', path: '/cfg/sobre', titulo: 'Sobre' },
];

function renderSecao(tags: string[]) {
  stubFetch({ 'GET /api/context/usuarios/permissoes': { content: tags } });
  const router = createMemoryRouter(
    [
      {
        path: '/cfg',
        element: <SecaoComAbas titulo="Configurações" abas={ABAS} />,
        children: [
          { index: true, element: <PrimeiraAbaPermitida abas={ABAS} /> },
          ...ABAS.map((aba) => ({ path: aba.path, element: <p>Página {aba.titulo}</p> })),
        ],
      },
    ],
    { initialEntries: ['/cfg'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a section root', () => {
  it('opens the first tab the user may see and lists only the permitted tabs', async () => {
    const router = renderSecao(['gestaopessoas.pessoa.visualizar']);

    expect(await screen.findByText('Página Pessoas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cfg/pessoas');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pessoas' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sobre' })).toBeInTheDocument());
  });

  it('opens the first tab for administrador', async () => {
    const router = renderSecao(['administrador']);

    expect(await screen.findByText('Página Usuários')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cfg/usuarios');
  });
});
