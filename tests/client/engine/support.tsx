import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { TelaFormulario } from '../../../src/client/engine/formulario/TelaFormulario.tsx';
import { TelaLista } from '../../../src/client/engine/lista/TelaLista.tsx';
import { logIn } from '../support/fixtures.ts';
import { stubFetch, type RecordedCall } from '../support/fetchStub.ts';
import { VOLUNTARIOS, configuracao, conteudoDaTela } from './fixtures.ts';

function Edicao() {
  const { id } = useParams();
  return <TelaFormulario name={VOLUNTARIOS.rota.name} id={id} />;
}

const ROTAS: RouteObject[] = [
  { path: '/teste/voluntarios', element: <TelaLista name={VOLUNTARIOS.rota.name} /> },
  { path: '/teste/voluntarios/novo', element: <TelaFormulario name={VOLUNTARIOS.rota.name} /> },
  { path: '/teste/voluntarios/:id', element: <Edicao /> },
  // Any other page (one a screen's action opens, abrir).
  { path: '*', element: <p>Outra página</p> },
];

/** The engine's pages of the test screen at a path, with the app's providers (toasts and dialogs included). */
export function renderTela(path: string) {
  const router = createMemoryRouter(ROTAS, { initialEntries: [path] });
  const vista = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...vista, router, location, query: () => new URLSearchParams(location().search) };
}

type Handlers = Parameters<typeof stubFetch>[0];

/** A session holding `tags`, the test screen and its configuration, plus the resource's own handlers. */
export function stubTela(tags: readonly string[], recurso: Handlers = {}, config = configuracao(), descritor = VOLUNTARIOS) {
  logIn();
  return stubFetch({
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas/teste.voluntarios': conteudoDaTela(descritor),
    'GET /api/configuracoesCamposFomularios/config': config,
    'GET /api/voluntarios/metadatalist': { content: { params: {}, camposPesquisados: ['Nome', 'E-mail'] } },
    ...recurso,
  });
}

export const parametros = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams;
