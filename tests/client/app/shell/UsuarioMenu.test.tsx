import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParametrosPublicos } from '../../../../src/shared/api/parametros.ts';
import { CATALOGO_EN } from '../../../../src/shared/i18n/catalogo.ts';
import { POLITICA_DE_SENHA_PADRAO } from '../../../../src/shared/senha.ts';
import { definirIdioma, definirMensagens } from '../../../../src/client/i18n/traducao.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

const LOGO = '/api/parametros/logo?v=3';

function publicos(logoUrl: string | null): { content: ParametrosPublicos } {
  return { content: { nomeDaInstituicao: 'Instituto Exemplo', logoUrl, politicaDeSenha: POLITICA_DE_SENHA_PADRAO } };
}

/** The shell over the profile page; the messages in force are the code's English catalogue. */
function stubShell(logoUrl: string | null = null) {
  return stubFetch({
    'GET /api/internacionalizacao/languages': { content: { 'pt-BR': {}, en: CATALOGO_EN } },
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: [] },
    'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    'GET /api/parametros/publicos': publicos(logoUrl),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The language and the messages are the page's, not a render's: the next test starts in pt-BR.
  definirIdioma('pt-BR');
  definirMensagens({ 'pt-BR': {}, en: {} });
});

describe("the user menu's language", () => {
  it('offers each language in its own name, marks the one in force and switches the interface to the one chosen', async () => {
    logIn();
    stubShell();
    renderApp('/perfilusuario/dados');

    await userEvent.click(await screen.findByRole('button', { name: 'Menu do usuário Ana Souza' }));
    const idioma = await screen.findByRole('group', { name: 'Idioma' });
    await waitFor(() => expect(within(idioma).getByRole('menuitemradio', { name: 'Português (Brasil)' })).toHaveAttribute('aria-checked', 'true'));
    const ingles = within(idioma).getByRole('menuitemradio', { name: 'English' });
    await waitFor(() => expect(ingles).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(ingles).toHaveAttribute('lang', 'en'));

    await userEvent.click(ingles);

    // The shell speaks English at once, and the choice stays for this browser.
    expect(await screen.findByRole('button', { name: 'Skip to content' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Modules' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('alicerce.idioma')).toBe('en');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'User menu for Ana Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    // Language names are never translated.
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Português (Brasil)' })).toHaveAttribute('aria-checked', 'false'));
  });
});

describe("the institution's logo in the top bar", () => {
  it('stands before the name, decorative, 28 px high', async () => {
    logIn();
    stubShell(LOGO);
    renderApp('/perfilusuario/dados');

    const barra = await screen.findByRole('banner');
    await waitFor(() => expect(barra.querySelector('img')).not.toBeNull());
    const logo = barra.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(logo).toHaveAttribute('src', LOGO));
    await waitFor(() => expect(logo).toHaveAttribute('alt', ''));
    expect(getComputedStyle(logo).height).toBe('28px');
    // Before the name, beside it.
    const nome = within(barra).getByText('Instituto Exemplo');
    expect(logo.compareDocumentPosition(nome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there when the institution has none', async () => {
    logIn();
    const { callsTo } = stubShell(null);
    renderApp('/perfilusuario/dados');

    const barra = await screen.findByRole('banner');
    await waitFor(() => expect(within(barra).getByText('Instituto Exemplo')).toBeInTheDocument());
    await waitFor(() => expect(callsTo('GET', '/api/parametros/publicos')).toHaveLength(1));
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(barra.querySelector('img')).toBeNull();
  });
});
