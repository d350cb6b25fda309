import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { POLITICA_DE_SENHA_PADRAO } from '../../../../src/shared/senha.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

const LOGO = '/api/parametros/logo?v=3';

function stubPublicos(logoUrl: string | null) {
  return stubFetch({
    'GET /api/parametros/publicos': { content: { nomeDaInstituicao: 'Instituto Exemplo', logoUrl, politicaDeSenha: POLITICA_DE_SENHA_PADRAO } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the login page's institution", () => {
  it("shows the institution's name, and its logo above the title, decorative, about 64 px high", async () => {
    stubPublicos(LOGO);
    renderApp('/login');

    expect(await screen.findByText('Instituto Exemplo')).toBeInTheDocument();
    const pagina = screen.getByRole('main');
    const logo = pagina.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(logo).toHaveAttribute('src', LOGO));
    await waitFor(() => expect(logo).toHaveAttribute('alt', ''));
    expect(getComputedStyle(logo).height).toBe('64px');
    const titulo = screen.getByRole('heading', { level: 1, name: 'Entrar' });
    expect(logo.compareDocumentPosition(titulo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no image when the institution has no logo', async () => {
    const { callsTo } = stubPublicos(null);
    renderApp('/login');

    expect(await screen.findByText('Instituto Exemplo')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/parametros/publicos')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('main').querySelector('img')).toBeNull());
  });
});
