import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { pagina } from '../mensagens/support.tsx';
import { ADMIN, publicado, renderAvisos } from './support.tsx';

// Publishing a notice (the shared rules before any call; units offered by the server) and what
// the publisher sees: every notice with "read by N of M", and who read it when.

afterEach(() => vi.unstubAllGlobals());

function abrir(path: string, handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: ['avisos.aviso.publicar'] },
    'GET /api/avisos/unidades': pagina([
      { id: 1, nome: 'Sede' },
      { id: 2, nome: 'Unidade Norte' },
    ]),
    'POST /api/avisos': { content: { id: 9 }, message: 'Aviso publicado.' },
    ...handlers,
  });
  return { stub, ...renderAvisos(path) };
}

describe('publishing', { timeout: 20_000 }, () => {
  it('checks the form before sending anything', async () => {
    const { stub } = abrir('/avisos/novo');
    await userEvent.click(await screen.findByRole('radio', { name: 'Unidades' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Escolha pelo menos uma unidade.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Preenchimento obrigatório.')).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    expect(stub.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('publishes to a unit until a day, then shows its receipts', async () => {
    const { stub, url } = abrir('/avisos/novo');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Manutenção');
    await userEvent.type(screen.getByRole('textbox', { name: /^Texto/ }), 'Sábado fora do ar.');
    await userEvent.click(screen.getByRole('radio', { name: 'Unidades' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sede' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Exibir até/ }), '31122099');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(stub.callsTo('POST', '/api/avisos')[0]?.body).toEqual({ titulo: 'Manutenção', texto: 'Sábado fora do ar.', alcance: 'UNIDADES', unidades: [1], expiraEm: '2099-12-31' }),
    );
    await waitFor(() => expect(url()).toBe('/avisos/publicados/9'));
  });
});

describe('receipts', () => {
  it('lists published notices with read by N of M', async () => {
    abrir('/avisos/publicados', { 'GET /api/avisos/publicados': pagina([publicado(), publicado({ id: 4, titulo: 'Antigo', expirado: true, alcance: 'TODOS', unidades: [] })]) });
    const link = await screen.findByRole('link', { name: 'Manutenção' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/avisos/publicados/3'));
    await waitFor(() => expect(screen.getAllByText('Lido por 1 de 4')).toHaveLength(2));
    await waitFor(() => expect(screen.getByText(/Para: Sede/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(/Para: Todos os usuários/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Expirado')).toBeInTheDocument());
  });

  it('names who read a notice and when, and who did not', async () => {
    abrir('/avisos/publicados/3', {
      'GET /api/avisos/publicados/3/leituras': {
        content: {
          ...pagina([
            { usuario: { id: 2, nome: 'Operador de Cadastro', login: 'operador' }, lidoEm: '2026-03-10T14:05:00.000Z' },
            { usuario: ADMIN, lidoEm: null },
          ]).content,
          aviso: publicado({ lidos: 1, total: 2 }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manutenção' })).toBeInTheDocument();
    const itens = screen.getAllByRole('listitem');
    await waitFor(() => expect(itens[0]).toHaveTextContent('Operador de Cadastro (operador)'));
    await waitFor(() => expect(itens[0]).toHaveTextContent('Lido em 10/03/2026 11:05'));
    await waitFor(() => expect(itens[1]).toHaveTextContent('Não lido'));
    await waitFor(() => expect(screen.getByText('Lido por 1 de 2')).toBeInTheDocument());
  });
});
