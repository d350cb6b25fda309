import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContextContent } from '../../../../src/shared/api/contract.ts';
import { onSessionTeardown } from '../../../../src/client/auth/sessionTeardown.ts';
import { NORTE, SEDE, contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

const PERFIL = { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } };

/** A window as wide as a phone's: media queries on the width up to 600 px match. */
function telaDeCelular() {
  const larguraMaxima = (query: string) => Number(/max-width: (\d+)px/.exec(query)?.[1] ?? 0);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: larguraMaxima(query) >= 360,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function stubShell(ctx: ContextContent = contexto(), tags: string[] = []) {
  return stubFetch({
    'GET /api/context': { content: ctx },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/perfilusuario': PERFIL,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the application shell', () => {
  it('shows the product, the institution and the current unit', async () => {
    logIn();
    stubShell();
    renderApp('/perfilusuario/dados');

    const barra = await screen.findByRole('banner');
    await waitFor(() => expect(within(barra).getByText('Alicerce')).toBeInTheDocument());
    await waitFor(() => expect(within(barra).getByText('Instituto Exemplo')).toBeInTheDocument());
    await waitFor(() => expect(within(barra).getByRole('group', { name: 'Unidade atual: Sede' })).toHaveTextContent('Sede'));
  });

  it('on a phone gathers the institution and the unit in one button of the top bar', async () => {
    telaDeCelular();
    logIn();
    stubShell();
    renderApp('/perfilusuario/dados');

    const barra = await screen.findByRole('banner');
    await waitFor(() => expect(within(barra).getByText('Alicerce')).toBeInTheDocument());
    await waitFor(() => expect(within(barra).queryByText('Instituto Exemplo')).not.toBeInTheDocument());
    await userEvent.click(within(barra).getByRole('button', { name: 'Unidade atual: Sede' }));

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Instituto Exemplo')).toBeInTheDocument());
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Sede' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('lists a module only for users who hold its tags', async () => {
    logIn();
    stubShell(contexto(), ['gestaopessoas.pessoa.visualizar']);
    renderApp('/perfilusuario/dados');

    const menu = await screen.findByRole('navigation', { name: 'Módulos' });
    expect(await within(menu).findByRole('link', { name: 'Gestão de Pessoas' })).toBeInTheDocument();
  });

  it('hides a module from users without its tags, leaving the one every user has (Mensagens)', async () => {
    logIn();
    stubShell(contexto(), []);
    renderApp('/perfilusuario/dados');

    const menu = await screen.findByRole('navigation', { name: 'Módulos' });
    await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Comunicados', 'Mensagens']));
  });

  it('switches to another unit and reloads the data', async () => {
    logIn();
    let atual = contexto({ unidades: [SEDE, NORTE] });
    const { callsTo } = stubFetch({
      'GET /api/context': () => Response.json({ content: atual }),
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/perfilusuario': PERFIL,
      'POST /api/context/unidade': () => {
        atual = { ...atual, unidade: NORTE };
        return Response.json({ content: null });
      },
    });
    renderApp('/perfilusuario/dados');
    await screen.findByRole('textbox', { name: 'Nome' });
    const permissoesAntes = callsTo('GET', '/api/context/usuarios/permissoes').length;

    await userEvent.click(screen.getByRole('button', { name: 'Unidade atual: Sede. Trocar unidade' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Unidade Norte' }));

    expect(await screen.findByRole('button', { name: 'Unidade atual: Unidade Norte. Trocar unidade' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/context/unidade')[0]?.body).toEqual({ unidadeId: 2 });
    expect(callsTo('GET', '/api/context/usuarios/permissoes').length).toBeGreaterThan(permissoesAntes);
  });

  it('opens the profile pages from the user menu', async () => {
    logIn();
    stubShell();
    const app = renderApp('/perfilusuario/dados');

    await userEvent.click(await screen.findByRole('button', { name: 'Menu do usuário Ana Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'Meu perfil' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Alterar senha' }));

    await waitFor(() => expect(app.currentUrl()).toBe('/perfilusuario/alteracaosenha'));
    expect(await screen.findByRole('checkbox', { name: 'Encerrar minhas outras sessões' })).toBeInTheDocument();
  });

  it('logs out: ends the session on the server, forgets it here and goes to login', async () => {
    logIn();
    const fecharCanal = vi.fn();
    const cancelar = onSessionTeardown(fecharCanal);
    const { callsTo } = stubFetch({
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/perfilusuario': PERFIL,
      'POST /api/logout': { content: null },
    });
    const app = renderApp('/perfilusuario/dados');

    await userEvent.click(await screen.findByRole('button', { name: 'Menu do usuário Ana Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(callsTo('POST', '/api/logout')[0]?.headers.get('X-AUTH-TOKEN')).toBe('token-da-sessao');
    expect(localStorage.length).toBe(0);
    expect(fecharCanal).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    cancelar();
  });

  it('asks the permissions anew for a login right after Sair (within the 2 s SWR would reuse the last read)', async () => {
    logIn();
    const { callsTo } = stubFetch({
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: ['perfilusuario.visualizar'] },
      'GET /api/perfilusuario': PERFIL,
      'POST /api/logout': { content: null },
      'POST /api/login': { content: { token: 'novo-token', usuario: { id: 7, nome: 'Ana Souza', login: 'ana' } } },
    });
    const app = renderApp('/perfilusuario/dados');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu do usuário Ana Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    const antes = callsTo('GET', '/api/context/usuarios/permissoes').length;

    await userEvent.type(await screen.findByRole('textbox', { name: 'Usuário' }), 'ana');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(callsTo('GET', '/api/context/usuarios/permissoes').length).toBeGreaterThan(antes));
    expect(callsTo('GET', '/api/context/usuarios/permissoes').at(-1)?.headers.get('X-AUTH-TOKEN')).toBe('novo-token');
  });

  it('shows the user photo through a derived token, never the session token', async () => {
    logIn('token-da-sessao');
    const { callsTo } = stubFetch({
      'GET /api/context': { content: contexto({ usuario: { ...contexto().usuario, temFoto: true } }) },
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/perfilusuario': PERFIL,
      'POST /api/authtokens': { content: { authtoken: 'derivado-1', expiraEm: '2030-01-01T00:00:00Z' }, message: 'x' },
    });
    renderApp('/perfilusuario/dados');

    const botao = await screen.findByRole('button', { name: 'Menu do usuário Ana Souza' });
    await waitFor(() => expect(botao.querySelector('img')).not.toBeNull());
    const src = new URL(botao.querySelector('img')?.getAttribute('src') ?? '', 'http://localhost');

    expect(src.pathname).toBe('/api/usuarios/7/foto');
    expect(src.searchParams.get('width')).toBe('280');
    expect(src.searchParams.get('t')).toMatch(/^\d+$/);
    expect(src.searchParams.get('authtoken')).toBe('derivado-1');
    expect(src.search).not.toContain('token-da-sessao');
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/usuarios/7/foto' });
    // The derived token's reply message is silenced.
    expect(document.querySelector('[data-intent="success"]')).toBeNull();
  });

  it('shows the initials when the user has no photo', async () => {
    logIn();
    const { callsTo } = stubShell();
    renderApp('/perfilusuario/dados');

    const botao = await screen.findByRole('button', { name: 'Menu do usuário Ana Souza' });
    await waitFor(() => expect(botao).toHaveTextContent('AS'));
    expect(callsTo('POST', '/api/authtokens')).toHaveLength(0);
  });

  it('says so when the user context cannot be loaded', async () => {
    logIn();
    stubFetch({ 'GET /api/context': () => json({ message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }, 500) });
    renderApp('/perfilusuario/dados');

    expect(await screen.findByText('Não foi possível identificar o usuário.')).toBeInTheDocument();
  });
});
