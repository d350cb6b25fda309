import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import * as paginas from '../../../../src/client/pages/configuracoes/index.ts';
import type { Descriptor, Model } from '../../../../src/shared/engine/types.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';

// The configuracoes pages over the repository's real descriptors and models (not test doubles).

const DESCRITORES = import.meta.glob<Descriptor>('/screens/configuracoes/*.json', { eager: true, import: 'default' });
const MODELOS = import.meta.glob<Model>('/schemas/*.json', { eager: true, import: 'default' });

function lido<T>(arquivos: Readonly<Record<string, T>>, arquivo: string): T {
  const valor = arquivos[arquivo];
  if (valor === undefined) throw new Error(`${arquivo} não existe.`);
  return valor;
}

const modelo = (nome: string) => lido(MODELOS, `/schemas/${nome}.json`);

/** GET /api/telas/{name} of a descriptor of screens/configuracoes, with the models it references. */
export function conteudoDaTela(arquivo: string, referenciados: readonly string[] = []) {
  const descritor = lido(DESCRITORES, `/screens/configuracoes/${arquivo}.json`);
  return { content: { descritor, modelo: modelo(descritor.modelo), modelosReferenciados: Object.fromEntries(referenciados.map((n) => [n, modelo(n)])) } };
}

export { CATALOGO } from '../../widgets/seletor-de-tags/fixtures.ts';

export const pagina = <T,>(resultList: T[]) => ({ content: { resultList, hasMore: false, page: 1, rpp: 10, count: resultList.length, countExact: true, pageCount: 1 } });

type Handlers = Parameters<typeof stubFetch>[0];

/** A signed-in session holding `tags`, with the shell's calls answered, plus the page's own handlers. */
export function sessaoCom(tags: readonly string[], handlers: Handlers) {
  logIn();
  return stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas': { content: [] },
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    ...handlers,
  });
}

/**
 * The family's pages at a path with the app's providers (dialogs, toasts), without the shell:
 * inside the shell, under jsdom, Fluent's modal dialogs come out aria-hidden.
 */
export function renderPagina(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/configuracoes', element: <paginas.ConfiguracoesPage /> },
      { path: '/configuracoes/usuarios', element: <paginas.UsuariosPage /> },
      { path: '/configuracoes/usuarios/novo', element: <paginas.NovoUsuarioPage /> },
      { path: '/configuracoes/usuarios/:id', element: <paginas.EdicaoDeUsuarioPage /> },
      { path: '/configuracoes/grupopermissao', element: <paginas.GruposPermissaoPage /> },
      { path: '/configuracoes/grupopermissao/novo', element: <paginas.NovoGrupoPermissaoPage /> },
      { path: '/configuracoes/grupopermissao/:id', element: <paginas.EdicaoDeGrupoPermissaoPage /> },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: [path] },
  );
  const vista = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...vista, router };
}
