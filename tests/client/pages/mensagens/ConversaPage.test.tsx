import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { ANA, BIA, conversa, mensagem, renderMensagens } from './support.tsx';

// A conversation: oldest message first, bodies as inert text, marked read when it shows an
// unread message, a reply to everyone, and the way back to where it was opened.

afterEach(() => vi.unstubAllGlobals());

const HOSTIL = '<script>window.invadido = true</script><img src=x onerror="window.invadido = true">';

function abrir(path: string, handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/mensagens/conversas/10': conversa([
      mensagem({ id: 12, corpo: 'Combinado.', remetente: ANA, destinatarios: [BIA], propria: true, lidaPor: 1 }),
      mensagem({ id: 11, corpo: 'Pode ser às 11h?', lida: false }),
      mensagem({ id: 10, corpo: 'Quinta às 10h?' }),
    ]),
    'POST /api/mensagens/conversas/10/leitura': { content: { quantidade: 0 } },
    ...handlers,
  });
  return { stub, ...renderMensagens(path) };
}

describe('reading', () => {
  it('shows the messages oldest first under the subject, and marks the conversation read', async () => {
    const { stub } = abrir('/mensagens/conversas/10?origem=caixaentrada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reunião' })).toBeInTheDocument();
    const artigos = screen.getAllByRole('article');
    expect(artigos.map((a) => within(a).getByText(/Quinta|Pode ser|Combinado/).textContent)).toEqual(['Quinta às 10h?', 'Pode ser às 11h?', 'Combinado.']);
    await waitFor(() => expect(artigos[2]).toHaveTextContent('Ana Souza (você)'));
    await waitFor(() => expect(artigos[2]).toHaveTextContent('Lida'));
    await waitFor(() => expect(stub.callsTo('POST', '/api/mensagens/conversas/10/leitura')).toHaveLength(1));
  });

  it('renders markup in subject and body as the text it is', async () => {
    abrir('/mensagens/conversas/10', { 'GET /api/mensagens/conversas/10': conversa([mensagem({ corpo: `${HOSTIL}\nsegunda linha` })], { assunto: HOSTIL }) });
    expect(await screen.findByRole('heading', { level: 1, name: HOSTIL })).toBeInTheDocument();
    const corpo = screen.getByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('<script>'));
    expect(corpo.textContent).toBe(`${HOSTIL}\nsegunda linha`);
    expect(document.querySelector('article img, article script, h1 img, h1 script')).toBeNull();
    expect((window as { invadido?: boolean }).invadido).toBeUndefined();
  });

  it('leads back to where it was opened', async () => {
    abrir('/mensagens/conversas/10?origem=enviados');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Voltar para Enviados' })).toHaveAttribute('href', '/mensagens/enviados'));
  });

  it('falls back to the inbox for an unknown origin, and says so for a conversation that is not the user’s', async () => {
    abrir('/mensagens/conversas/10?origem=qualquer', { 'GET /api/mensagens/conversas/10': () => json({ message: 'Conversa não encontrada.' }, 404) });
    expect(await screen.findByRole('link', { name: 'Voltar para Caixa de entrada' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Conversa não encontrada.'));
  });
});

describe('replying', () => {
  it('replies to the newest message, then clears the form', async () => {
    const { stub } = abrir('/mensagens/conversas/10', { 'POST /api/mensagens/12/respostas': { content: { id: 13, conversaId: 10 }, message: 'Resposta enviada.' } });
    const campo = await screen.findByRole('textbox', { name: 'Resposta' });
    await userEvent.type(campo, 'Até quinta!');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/mensagens/12/respostas')[0]?.body).toEqual({ corpo: 'Até quinta!', anexos: [] }));
    await waitFor(() => expect(campo).toHaveValue(''));
  });

  it('asks for the reply’s text before sending anything', async () => {
    const { stub } = abrir('/mensagens/conversas/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    expect(stub.calls.filter((c) => c.path.endsWith('/respostas'))).toEqual([]);
  });
});
