import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NORTE, SEDE, contexto } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { toastsOnScreen } from '../../support/renderToaster.tsx';

const LOGIN_OK = { content: { token: 'novo-token', usuario: { id: 7, nome: 'Ana Souza', login: 'ana' } } };

async function entrar(usuario = 'ana', senha = 'segredo') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Usuário' }), usuario);
  await userEvent.type(screen.getByLabelText(/^Senha/), senha);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it('shows the wrong-credentials message inline and as an error toast', async () => {
    const { callsTo } = stubFetch({ 'POST /api/login': () => json({ message: 'Usuário ou senha inválidos.' }, 401) });
    renderApp('/login');

    await entrar('ana', 'errada');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.'));
    await waitFor(() => expect(toastsOnScreen()).toEqual([['error', 'Usuário ou senha inválidos.']]));
    expect(callsTo('POST', '/api/login')[0]?.body).toEqual({ username: 'ana', password: 'errada' });
    expect(localStorage.getItem('alicerce.token')).toBeNull();
  });

  it('shows the message of a throttled login', async () => {
    const texto = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';
    stubFetch({ 'POST /api/login': () => json({ message: texto }, 429) });
    renderApp('/login');

    await entrar();

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(texto));
  });

  it('asks for both fields before calling the server', async () => {
    const { proprias } = stubFetch({});
    renderApp('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(await screen.findAllByText('Preenchimento obrigatório.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    expect(proprias()).toEqual([]);
  });

  it('stores the token and goes to the redirect path', async () => {
    const { callsTo } = stubFetch({
      'POST /api/login': LOGIN_OK,
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: [] },
    });
    const app = renderApp('/login?redirect=%2Fperfilusuario%2Falteracaosenha');

    await entrar();

    await waitFor(() => expect(app.currentUrl()).toBe('/perfilusuario/alteracaosenha'));
    expect(localStorage.getItem('alicerce.token')).toBe('novo-token');
    expect(callsTo('GET', '/api/context')[0]?.headers.get('X-AUTH-TOKEN')).toBe('novo-token');
  });

  it('goes to the unit choice when the user has several units and none chosen', async () => {
    stubFetch({
      'POST /api/login': LOGIN_OK,
      'GET /api/context': { content: contexto({ unidade: null, unidades: [SEDE, NORTE] }) },
    });
    const app = renderApp('/login?redirect=%2Fgestaopessoas%2Flista');

    await entrar();

    await waitFor(() => expect(app.location().pathname).toBe('/selecaounidade'));
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/gestaopessoas/lista');
    expect(await screen.findByRole('button', { name: 'Unidade Norte' })).toBeInTheDocument();
  });

  it('says so when the user context cannot be loaded', async () => {
    stubFetch({
      'POST /api/login': LOGIN_OK,
      'GET /api/context': () => json({ message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }, 500),
    });
    renderApp('/login');

    await entrar();

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível identificar o usuário.'));
  });

  it('links to the password recovery', async () => {
    stubFetch({});
    const app = renderApp('/login');

    await userEvent.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));

    await waitFor(() => expect(app.currentUrl()).toBe('/recuperarsenha'));
  });
});
