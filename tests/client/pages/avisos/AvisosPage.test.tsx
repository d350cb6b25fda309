import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rotuloDosAvisos } from '../../../../src/client/pages/avisos/barra/BotaoDeAvisos.tsx';
import { emitirMensagem } from '../../../../src/client/realtime/mensagens.ts';
import { logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { pagina } from '../mensagens/support.tsx';
import { recebido, renderAvisos } from './support.tsx';

// /avisos: the user's notices as the server orders them (unread first); opening one shows its
// text as inert text and records the receipt; publishers get their buttons; the bell counts
// unread notices and a published notice arrives live.

afterEach(() => vi.unstubAllGlobals());

const HOSTIL = '<img src=x onerror="window.invadido = true">';

function abrir(path: string, tags: string[] = [], handlers: Record<string, unknown> = {}) {
  logIn();
  let lidos: number[] = [];
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/avisos': () => Response.json(pagina([recebido({ texto: HOSTIL }), recebido({ id: 2, titulo: 'Boas-vindas', lido: true, lidoEm: '2026-03-09T12:00:00.000Z' })].map((a) => (lidos.includes(a.id) ? { ...a, lido: true } : a)))),
    'POST /api/avisos/3/leitura': () => {
      lidos = [...lidos, 3];
      return Response.json({ content: { lidoEm: '2026-03-10T14:00:00.000Z' } });
    },
    ...handlers,
  });
  return { stub, ...renderAvisos(path) };
}

describe('received notices', () => {
  it('lists them, marking the unread, and records the receipt when one is opened', async () => {
    const { stub } = abrir('/avisos');
    const cabecalho = await screen.findByRole('button', { name: /Manutenção/ });
    await waitFor(() => expect(cabecalho).toHaveTextContent('Não lido'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Boas-vindas/ })).not.toHaveTextContent('Não lido'));
    await userEvent.click(cabecalho);
    const texto = await screen.findByText(HOSTIL);
    expect(texto.tagName).toBe('P');
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(stub.callsTo('POST', '/api/avisos/3/leitura')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Manutenção/ })).not.toHaveTextContent('Não lido'));
  });

  it('does not record anything for an already read notice', async () => {
    const { stub } = abrir('/avisos');
    await userEvent.click(await screen.findByRole('button', { name: /Boas-vindas/ }));
    expect(await screen.findByText(/Lido em 09\/03\/2026/)).toBeInTheDocument();
    expect(stub.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('opens the notice a toast points at, recording its receipt', async () => {
    const { stub } = abrir('/avisos?aviso=3');
    expect(await screen.findByText(HOSTIL)).toBeVisible();
    await waitFor(() => expect(stub.callsTo('POST', '/api/avisos/3/leitura')).toHaveLength(1));
  });

  it('offers publishing and the published notices only to who holds avisos.aviso.publicar', async () => {
    abrir('/avisos');
    await screen.findByRole('button', { name: /Manutenção/ });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Publicar aviso' })).toBeNull());
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    abrir('/avisos', ['avisos.aviso.publicar']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Publicar aviso' })).toHaveAttribute('href', '/avisos/novo'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Avisos publicados' })).toHaveAttribute('href', '/avisos/publicados'));
  });
});

describe('bell', () => {
  it('names the unread count', () => {
    expect(rotuloDosAvisos(0)).toBe('Avisos');
    expect(rotuloDosAvisos(1)).toBe('Avisos (1 não lido)');
    expect(rotuloDosAvisos(2)).toBe('Avisos (2 não lidos)');
  });

  it('toasts a notice published live until closed, and leads to it', async () => {
    let quantidade = 0;
    const { url } = abrir('/barra', [], { 'GET /api/avisos/naolidos': () => Response.json({ content: { quantidade } }) });
    await screen.findByRole('link', { name: 'Avisos' });
    quantidade = 1;
    act(() => emitirMensagem({ type: 'NOVO_AVISO', content: { id: 3, titulo: 'Manutenção', publicadoPor: 'Administrador' } }));
    expect(await screen.findByText('Novo aviso de Administrador')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Novo aviso de Administrador').closest('[role="listitem"]')?.querySelector('[data-timer-status]')).toBeNull());
    await screen.findByRole('link', { name: 'Avisos (1 não lido)' });
    await userEvent.click(screen.getByRole('button', { name: 'Ler aviso' }));
    await waitFor(() => expect(url()).toBe('/avisos?aviso=3'));
  });
});
