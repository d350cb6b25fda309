import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AvisoPublicado, AvisoRecebido } from '../../../../src/shared/api/avisos.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { BotaoDeAvisos } from '../../../../src/client/pages/avisos/barra/BotaoDeAvisos.tsx';
import { AvisosPage, LeiturasPage, PublicadosPage, PublicarAvisoPage } from '../../../../src/client/pages/avisos/index.ts';
import { ToasterDaComunicacao } from '../../../../src/client/pages/mensagens/barra/ToasterDaComunicacao.tsx';

/** The notices' pages (and the top bar's bell, with the toaster it shares) at a path, without the shell. */
export function renderAvisos(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/avisos', element: <AvisosPage /> },
      { path: '/avisos/novo', element: <PublicarAvisoPage /> },
      { path: '/avisos/publicados', element: <PublicadosPage /> },
      { path: '/avisos/publicados/:id', element: <LeiturasPage /> },
      {
        path: '/barra',
        element: (
          <>
            <ToasterDaComunicacao />
            <BotaoDeAvisos />
          </>
        ),
      },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: [path] },
  );
  const vista = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const local = () => router.state.location;
  return { ...vista, router, url: () => local().pathname + local().search };
}

export const ADMIN = { id: 1, nome: 'Administrador', login: 'admin' };

export function recebido(extra: Partial<AvisoRecebido> = {}): AvisoRecebido {
  return {
    id: 3,
    titulo: 'Manutenção',
    texto: 'Sistema fora do ar sábado.',
    publicadoPor: ADMIN,
    publicadoEm: '2026-03-10T13:00:00.000Z',
    expiraEm: null,
    lido: false,
    lidoEm: null,
    ...extra,
  };
}

export function publicado(extra: Partial<AvisoPublicado> = {}): AvisoPublicado {
  return {
    id: 3,
    titulo: 'Manutenção',
    texto: 'Sistema fora do ar sábado.',
    alcance: 'UNIDADES',
    unidades: [{ id: 1, nome: 'Sede' }],
    publicadoPor: ADMIN,
    publicadoEm: '2026-03-10T13:00:00.000Z',
    expiraEm: '2026-03-20',
    expirado: false,
    lidos: 1,
    total: 4,
    ...extra,
  };
}
