import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { InternacionalizacaoPage } from '../../../../src/client/pages/configuracoes/internacionalizacao/index.ts';
import type { MensagemDoCatalogo } from '../../../../src/shared/api/i18n.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../support/fetchStub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ESPERA = { timeout: 10_000 };
const VER = 'configuracoes.internacionalizacao.visualizar';
const EDITAR = 'configuracoes.internacionalizacao.editar';

const linha = (chave: string, en: string, alterada?: { 'pt-BR'?: string; en?: string }): MensagemDoCatalogo => ({
  chave,
  textos: {
    'pt-BR': { texto: alterada?.['pt-BR'] ?? chave, padrao: chave, alterado: alterada?.['pt-BR'] !== undefined },
    en: { texto: alterada?.en ?? en, padrao: en, alterado: alterada?.en !== undefined },
  },
});

const MENSAGENS: MensagemDoCatalogo[] = [
  linha('Salvar', 'Save'),
  linha('Política de privacidade', 'Privacy policy'),
  linha('Sair', 'Log out', { 'pt-BR': 'Encerrar sessão' }),
  ...Array.from({ length: 60 }, (_, i) => linha(`Texto número ${i}`, `Text number ${i}`)),
];

function abrir(tags: readonly string[], handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/internacionalizacao/mensagens': { content: MENSAGENS },
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/configuracoes/internacionalizacao', element: <InternacionalizacaoPage /> }], { initialEntries: ['/configuracoes/internacionalizacao'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

describe('the internacionalizacao page', { timeout: 30_000 }, () => {
  it('lists the messages of both languages a page at a time and marks the changed ones', async () => {
    abrir([VER]);
    expect(await screen.findByText('Encerrar sessão', {}, ESPERA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('63 mensagens')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByText('Alterada')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Texto número 59')).not.toBeInTheDocument());
    // Without the edit tag, nothing to edit.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Editar a mensagem/ })).not.toBeInTheDocument());
  });

  it('searches key and texts without accents or case, and filters the changed ones', async () => {
    const user = userEvent.setup();
    abrir([VER]);
    await screen.findByText('Encerrar sessão', {}, ESPERA);
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar mensagens' }), 'politica');
    expect(await screen.findByText('1 mensagem')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Privacy policy')).toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar mensagens' }));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar mensagens' }), 'LOG OUT');
    expect(await screen.findByText('Encerrar sessão')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar mensagens' }));
    await user.click(screen.getByRole('switch', { name: 'Somente alteradas' }));
    expect(await screen.findByText('1 mensagem')).toBeInTheDocument();
  });

  it('sends only the language whose text changed, then reads the languages again so the app speaks it at once', async () => {
    const user = userEvent.setup();
    const salvo = [linha('Salvar', 'Save', { 'pt-BR': 'Gravar' }), ...MENSAGENS.slice(1)];
    const stub = abrir([VER, EDITAR], { 'PUT /api/internacionalizacao/mensagens': { content: salvo, message: 'Mensagem salva.' } });
    await user.click(await screen.findByRole('button', { name: 'Editar a mensagem "Salvar"' }, ESPERA));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar mensagem' });
    const portugues = within(dialogo).getByRole('textbox', { name: /Português \(Brasil\)/ });
    await user.clear(portugues);
    await user.type(portugues, 'Gravar');
    const leiturasAntes = stub.callsTo('GET', '/api/internacionalizacao/languages').length;
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stub.callsTo('PUT', '/api/internacionalizacao/mensagens').map((c: RecordedCall) => c.body)).toEqual([{ idioma: 'pt-BR', chave: 'Salvar', texto: 'Gravar' }]);
    await waitFor(() => expect(stub.callsTo('GET', '/api/internacionalizacao/languages').length).toBeGreaterThan(leiturasAntes));
    expect(await screen.findByText('Gravar')).toBeInTheDocument();
  });

  it("shows the server's reason under the language it refused and keeps the dialog open", async () => {
    const user = userEvent.setup();
    abrir([VER, EDITAR], {
      'PUT /api/internacionalizacao/mensagens': () =>
        json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'texto', message: 'Preenchimento obrigatório.' }] }, 422),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar a mensagem "Salvar"' }, ESPERA));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar mensagem' });
    const ingles = within(dialogo).getByRole('textbox', { name: /English/ });
    await user.clear(ingles);
    await user.type(ingles, ' ');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Editar mensagem' })).toBeInTheDocument());
  });
});
