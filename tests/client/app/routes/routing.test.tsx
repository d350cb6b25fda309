import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { NORTE, SEDE, contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

function stubSessao(ctx = contexto(), tags: string[] = ['gestaopessoas.pessoa.visualizar']) {
  return stubFetch({
    'GET /api/context': { content: ctx },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'POST /api/pessoas/filter': {
      content: { resultList: [], hasMore: false, page: 1, rpp: 10, count: 0, countExact: true, pageCount: 1 },
    },
    'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: 'ana@exemplo.org', login: 'ana', temFoto: false } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routing rules (spec section 2)', () => {
  it('sends a visitor without a token to login, keeping the wanted path and its query', async () => {
    stubFetch({});
    const app = renderApp('/gestaopessoas/lista?q=silva');

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/gestaopessoas/lista?q=silva');
  });

  it('sends a logged-in user who opens /login to the start page', async () => {
    logIn();
    stubSessao();
    const app = renderApp('/login');

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/lista'));
    // The shell renders after the redirect now (its chunk is lazy), so the wait for the list's
    // chunk, transformed on first use, starts earlier: on a busy machine it takes longer than 5 s.
    expect(await screen.findByRole('heading', { name: 'Pessoas' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it.each(['/', '/caminho/que/nao/existe'])('redirects %s to /gestaopessoas/lista', async (path) => {
    logIn();
    stubSessao();
    const app = renderApp(path);

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/lista'));
  });

  it('opens the first tab of a section root', async () => {
    logIn();
    stubSessao();
    const app = renderApp('/perfilusuario');

    await waitFor(() => expect(app.currentUrl()).toBe('/perfilusuario/dados'));
    const aba = await screen.findByRole('tab', { name: 'Dados' });
    await waitFor(() => expect(aba).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza'));
  });

  it('lets anyone open the public pages without a token', async () => {
    stubFetch({ 'GET /api/permissoes/catalogo': { content: [] } });
    const app = renderApp('/recuperarsenha');

    expect(await screen.findByLabelText(/Usuário ou e-mail/)).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/recuperarsenha');
  });

  it('asks a user with several units and none chosen to pick one first', async () => {
    logIn();
    stubSessao(contexto({ unidade: null, unidades: [SEDE, NORTE] }));
    const app = renderApp('/perfilusuario/dados');

    await waitFor(() => expect(app.location().pathname).toBe('/selecaounidade'));
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/perfilusuario/dados');
  });

  it('requires a session for /selecaounidade', async () => {
    stubFetch({});
    const app = renderApp('/selecaounidade');

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });
});
