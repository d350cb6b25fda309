import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { BIA, CAIO, pagina, renderMensagens, resumo } from './support.tsx';

// The folders: one row per message (unread ones stand out), each leading to its conversation
// with the folder as origin; the search and page in the URL; the row's menu acts on the message.

afterEach(() => vi.unstubAllGlobals());

function abrir(path: string, handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({ 'GET /api/mensagens/caixaentrada': pagina([resumo(), resumo({ id: 11, conversaId: 5, assunto: 'Férias', remetente: CAIO, lida: true, temAnexos: true })]), ...handlers });
  return { stub, ...renderMensagens(path) };
}

describe('inbox', () => {
  it('lists who, subject and beginning; marks unread ones; leads to the conversation from the inbox', async () => {
    abrir('/mensagens/caixaentrada');
    const lista = await screen.findByRole('list', { name: 'Caixa de entrada' });
    const [primeira, segunda] = within(lista).getAllByRole('listitem');
    await waitFor(() => expect(primeira).toHaveTextContent('Bia Lima'));
    await waitFor(() => expect(primeira).toHaveTextContent('Não lida: Reunião'));
    await waitFor(() => expect(primeira).toHaveTextContent('Quinta às 10h?'));
    await waitFor(() => expect(within(primeira as HTMLElement).getByRole('link')).toHaveAttribute('href', '/mensagens/conversas/10?origem=caixaentrada'));
    await waitFor(() => expect(segunda).not.toHaveTextContent('Não lida'));
    await waitFor(() => expect(within(segunda as HTMLElement).getByLabelText('Com anexos')).toBeInTheDocument());
  });

  it('searches with Enter, keeping the search in the URL and asking the server for it', async () => {
    const { stub, url } = abrir('/mensagens/caixaentrada');
    await screen.findByRole('list', { name: 'Caixa de entrada' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar em Caixa de entrada' }), 'férias{Enter}');
    await waitFor(() => expect(url()).toBe('/mensagens/caixaentrada?q=f%C3%A9rias'));
    await waitFor(() => expect(stub.calls.some((c) => c.url.includes('q=f%C3%A9rias'))).toBe(true));
  });

  it('says so when the folder is empty', async () => {
    abrir('/mensagens/enviados', { 'GET /api/mensagens/enviados': pagina([]) });
    expect(await screen.findByText('Nenhuma mensagem enviada.')).toBeInTheDocument();
  });

  it('marks a message read from its menu', async () => {
    const { stub } = abrir('/mensagens/caixaentrada', { 'POST /api/mensagens/10/leitura': { content: { quantidade: 0 }, message: 'Mensagem marcada como lida.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações da mensagem Reunião' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Marcar como lida' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/mensagens/10/leitura')[0]?.body).toEqual({ lida: true }));
  });

  it('deletes a message from its menu once confirmed, saying it leaves only this user’s list', async () => {
    const { stub } = abrir('/mensagens/caixaentrada', { 'DELETE /api/mensagens/10': { content: null, message: 'Mensagem excluída.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações da mensagem Reunião' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Excluir mensagem', hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Ela sai só da sua lista'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir', hidden: true }));
    await waitFor(() => expect(stub.callsTo('DELETE', '/api/mensagens/10')).toHaveLength(1));
  });
});

describe('sent and drafts', () => {
  it('shows the recipients of a sent message and leads a draft to its form', async () => {
    abrir('/mensagens/rascunhos', {
      'GET /api/mensagens/rascunhos': pagina([resumo({ id: 30, pasta: 'rascunhos', assunto: '', destinatarios: [BIA, CAIO], totalDestinatarios: 4, lida: true })]),
    });
    const item = await screen.findByRole('listitem');
    await waitFor(() => expect(item).toHaveTextContent('Para: Bia Lima, Caio Reis e mais 2'));
    await waitFor(() => expect(item).toHaveTextContent('Sem assunto'));
    await waitFor(() => expect(within(item).getByRole('link')).toHaveAttribute('href', '/mensagens/rascunhos/30'));
  });

  it('shows the server’s error', async () => {
    abrir('/mensagens/enviados', { 'GET /api/mensagens/enviados': () => json({ message: 'Falhou.' }, 500) });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Falhou.'));
  });
});
