import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGEM_POLITICA_VAZIA, type PoliticaDePrivacidade } from '../../../../src/shared/api/politicaprivacidade.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The first render waits for the page's lazily loaded chunk, which Vite transforms on demand.
const PRIMEIRA_CARGA = { timeout: 15_000 };

const PADRAO: PoliticaDePrivacidade = {
  texto: '# Política de Privacidade\n\nEsta política explica <script>alert(1)</script> como tratamos dados.\n\n## Seus direitos\n\n- acesso\n- correção',
  atualizadaEm: null,
  atualizadaPor: null,
};

describe('the privacy policy', () => {
  it('is public: a visitor reads it without a session, rendered as text, with no edit button', async () => {
    const { proprias } = stubFetch({ 'GET /api/politicaprivacidade': { content: PADRAO } });
    const { container } = renderApp('/politicaprivacidade');
    expect(await screen.findByRole('heading', { level: 2, name: 'Seus direitos' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Esta política explica <script>alert\(1\)<\/script> como tratamos dados\./)).toBeInTheDocument());
    expect(container.querySelector('script')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['acesso', 'correção']));
    await waitFor(() => expect(screen.getByText('Texto padrão do Alicerce.')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull());
    expect(proprias().map((c) => c.url)).toEqual(['/api/politicaprivacidade']);
  }, 30_000);

  it('lets a user with the tag edit it, checks it before saving, and shows the new text and who saved it', async () => {
    logIn();
    let politica = PADRAO;
    const stub = stubFetch({
      'GET /api/politicaprivacidade': () => json({ content: politica }),
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: ['configuracoes.politicaprivacidade.editar'] },
      'PUT /api/politicaprivacidade': (call: RecordedCall) => {
        politica = { texto: (call.body as { texto: string }).texto, atualizadaEm: '2026-11-22T13:00:00.000Z', atualizadaPor: 'Administrador' };
        return json({ content: politica, message: 'Política de privacidade salva.' });
      },
    });
    renderApp('/politicaprivacidade');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }, PRIMEIRA_CARGA));
    const texto = screen.getByRole('textbox', { name: /Texto da política/ });
    await userEvent.clear(texto);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGEM_POLITICA_VAZIA)).toBeInTheDocument();
    expect(stub.callsTo('PUT', '/api/politicaprivacidade')).toHaveLength(0);

    await userEvent.type(texto, '# Política{Enter}{Enter}Nova versão **aprovada**.');
    await userEvent.click(screen.getByRole('tab', { name: 'Prévia' }));
    await waitFor(() => expect(screen.getByText('aprovada').tagName).toBe('STRONG'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Última atualização: 22/11/2026 por Administrador.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Nova versão/)).toBeInTheDocument());
    expect(stub.callsTo('PUT', '/api/politicaprivacidade')[0]?.body).toEqual({ texto: '# Política\n\nNova versão **aprovada**.' });
  }, 30_000);

  it('shows no edit button to a signed-in user without the tag', async () => {
    logIn();
    stubFetch({
      'GET /api/politicaprivacidade': { content: PADRAO },
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: ['gestaopessoas.pessoa.visualizar'] },
    });
    renderApp('/politicaprivacidade');
    expect(await screen.findByRole('heading', { level: 2, name: 'Seus direitos' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull());
  }, 30_000);
});
