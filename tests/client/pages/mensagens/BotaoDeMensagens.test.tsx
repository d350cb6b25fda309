import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rotuloDasMensagens } from '../../../../src/client/pages/mensagens/barra/BotaoDeMensagens.tsx';
import { emitirMensagem } from '../../../../src/client/realtime/mensagens.ts';
import { logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { BIA, renderMensagens } from './support.tsx';

// The top bar's envelope: the unread count in its name and badge, the way to the inbox, and a
// message arriving live: its toast ("Nova mensagem de <nome>") and the count asked again.

afterEach(() => vi.unstubAllGlobals());

describe('envelope', () => {
  it('names the unread count', () => {
    expect(rotuloDasMensagens(0)).toBe('Mensagens');
    expect(rotuloDasMensagens(1)).toBe('Mensagens (1 não lida)');
    expect(rotuloDasMensagens(3)).toBe('Mensagens (3 não lidas)');
  });

  it('shows the count and leads to the inbox', async () => {
    logIn();
    stubFetch({ 'GET /api/mensagens/naolidas': { content: { quantidade: 2 } } });
    renderMensagens('/barra');
    const botao = await screen.findByRole('link', { name: 'Mensagens (2 não lidas)' });
    await waitFor(() => expect(botao).toHaveAttribute('href', '/mensagens/caixaentrada'));
    await waitFor(() => expect(botao.parentElement).toHaveTextContent('2'));
  });

  it('toasts a message arriving live, asks the count again, and opens the conversation', async () => {
    logIn();
    let quantidade = 0;
    const stub = stubFetch({ 'GET /api/mensagens/naolidas': () => Response.json({ content: { quantidade } }) });
    const { url } = renderMensagens('/barra');
    await screen.findByRole('link', { name: 'Mensagens' });
    quantidade = 1;
    act(() => emitirMensagem({ type: 'NOVA_MENSAGEM', content: { id: 55, conversaId: 50, assunto: '<b>Pauta</b>', remetente: BIA } }));
    expect(await screen.findByText('Nova mensagem de Bia Lima')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('<b>Pauta</b>')).toBeInTheDocument());
    await screen.findByRole('link', { name: 'Mensagens (1 não lida)' });
    expect(stub.callsTo('GET', '/api/mensagens/naolidas').length).toBeGreaterThanOrEqual(2);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir conversa' }));
    await waitFor(() => expect(url()).toBe('/mensagens/conversas/50?origem=caixaentrada'));
  });

  it('ignores the other messages of the live channel', async () => {
    logIn();
    stubFetch({ 'GET /api/mensagens/naolidas': { content: { quantidade: 0 } } });
    renderMensagens('/barra');
    await screen.findByRole('link', { name: 'Mensagens' });
    act(() => emitirMensagem({ type: 'AVISO', content: { tipo: 'JOB', title: 'Importação', msg: 'ok' } }));
    await waitFor(() => expect(screen.queryByText(/Nova mensagem/)).toBeNull());
  });
});
