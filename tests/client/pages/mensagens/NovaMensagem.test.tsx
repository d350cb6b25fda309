import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { BIA, CAIO, pagina, renderMensagens } from './support.tsx';

// Composing: recipients from the colleagues autocomplete, the shared rules before any call, the
// server's errors on the fields, a sent message opening its conversation, drafts kept.

afterEach(() => vi.unstubAllGlobals());

function abrir(path: string, handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({ 'GET /api/mensagens/destinatarios': pagina([BIA, CAIO]), ...handlers });
  return { stub, ...renderMensagens(path) };
}

async function escolher(nome: string) {
  const campo = screen.getByRole('combobox', { name: /^Para/ });
  await userEvent.click(campo);
  await userEvent.type(campo, nome.slice(0, 3));
  await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: new RegExp(nome) }));
}

describe('new message', { timeout: 20_000 }, () => {
  it('checks the fields before sending anything', async () => {
    const { stub } = abrir('/mensagens/nova');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informe pelo menos um destinatário.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Preenchimento obrigatório.')).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    expect(stub.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends subject, body and recipient ids, then opens the conversation from Enviados', async () => {
    const { stub, url } = abrir('/mensagens/nova', { 'POST /api/mensagens': { content: { id: 40, conversaId: 40 }, message: 'Mensagem enviada.' } });
    await screen.findByRole('button', { name: 'Enviar' });
    await escolher('Bia Lima');
    await userEvent.type(screen.getByRole('textbox', { name: /^Assunto/ }), 'Olá');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Primeira linha{Enter}segunda');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/mensagens')[0]?.body).toEqual({ assunto: 'Olá', corpo: 'Primeira linha\nsegunda', destinatarios: [BIA.id], anexos: [] }));
    await waitFor(() => expect(url()).toBe('/mensagens/conversas/40?origem=enviados'));
  });

  it('shows the server’s field errors on the fields', async () => {
    abrir('/mensagens/nova', {
      'POST /api/mensagens': () =>
        json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'destinatarios', message: 'Destinatário não encontrado entre os usuários das suas unidades.' }] }, 422),
    });
    await screen.findByRole('button', { name: 'Enviar' });
    await escolher('Caio Reis');
    await userEvent.type(screen.getByRole('textbox', { name: /^Assunto/ }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Destinatário não encontrado entre os usuários das suas unidades.')).toBeInTheDocument();
  });

  it('saves an incomplete draft and goes to its page', async () => {
    const { stub, url } = abrir('/mensagens/nova', { 'POST /api/mensagens/rascunhos': { content: { id: 41, conversaId: 41 }, message: 'Rascunho salvo.' } });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Assunto/ }), 'Ideia');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/mensagens/rascunhos')[0]?.body).toEqual({ assunto: 'Ideia', corpo: '', destinatarios: [], anexos: [] }));
    await waitFor(() => expect(url()).toBe('/mensagens/rascunhos/41'));
  });
});

describe('draft', { timeout: 20_000 }, () => {
  it('loads a draft, saves it in place and sends it through its own call', async () => {
    const { stub } = abrir('/mensagens/rascunhos/41', {
      'GET /api/mensagens/rascunhos/41': { content: { id: 41, assunto: 'Ideia', corpo: 'Texto', destinatarios: [BIA], anexos: [], atualizadaEm: '2026-03-10T13:00:00.000Z' } },
      'PUT /api/mensagens/rascunhos/41': { content: { id: 41, conversaId: 41 }, message: 'Rascunho salvo.' },
      'POST /api/mensagens/rascunhos/41/enviar': { content: { id: 41, conversaId: 41 }, message: 'Mensagem enviada.' },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Assunto/ })).toHaveValue('Ideia'));
    await waitFor(() => expect(screen.getByLabelText('Para: selecionados')).toHaveTextContent('Bia Lima (bia)'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/api/mensagens/rascunhos/41')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/mensagens/rascunhos/41/enviar')[0]?.body).toEqual({ assunto: 'Ideia', corpo: 'Texto', destinatarios: [BIA.id], anexos: [] }));
  });
});
