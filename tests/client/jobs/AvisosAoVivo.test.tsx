import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { SWRConfig } from 'swr';
import { useApi } from '../../../src/client/api/useApi.ts';
import { AvisosAoVivo } from '../../../src/client/jobs/AvisosAoVivo.tsx';
import { DURACAO_DO_AVISO_MS, duracaoDoAviso, intencaoDoAviso } from '../../../src/client/jobs/avisos.ts';
import { emitirMensagem } from '../../../src/client/realtime/mensagens.ts';
import type { Aviso } from '../../../src/shared/realtime/protocolo.ts';
import { stubFetch } from '../support/fetchStub.ts';

// The notices ask for the user's tags (an interval notice needs one to register).
const PERMISSOES = { 'GET /api/context/usuarios/permissoes': { content: [] } };

beforeEach(() => {
  stubFetch(PERMISSOES);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The user's tags load first, as in the shell, where they arrive long before any notice.
async function renderAvisos() {
  const vista = render(
    <FluentProvider theme={webLightTheme}>
      <AvisosAoVivo />
    </FluentProvider>,
  );
  await act(() => new Promise((fim) => setTimeout(fim, 0)));
  return vista;
}

const avisar = (aviso: Aviso) => act(() => emitirMensagem({ type: 'AVISO', content: aviso }));
const naTela = (titulo: string) => screen.queryByText(titulo) !== null;

describe('notice display (spec section 9)', () => {
  it('keeps report notices 5 s, receipt notices 15 min (900000 ms), job and interval notices until closed', () => {
    expect(DURACAO_DO_AVISO_MS).toEqual({ RELATORIO: 5000, RECIBO: 900_000, JOB: -1, INTERVALO: -1 });
    expect(duracaoDoAviso({ tipo: 'RECIBO', title: 'x' })).toBe(900_000);
  });

  // Fluent runs a toast's timeout as a CSS animation of that duration (jsdom runs no animation):
  // read the duration from the timer and end the animation by hand.
  const temporizador = (titulo: string) =>
    screen.getByText(titulo).closest('[role="listitem"]')?.querySelector<HTMLElement>('[data-timer-status]') ?? null;

  it.each([
    ['RELATORIO', 'Relatório de usuários', '5000ms'],
    ['RECIBO', 'Recibos gerados', '900000ms'],
  ] as const)('times a %s notice (%s) out after %s', async (tipo, titulo, duracao) => {
    await renderAvisos();
    await avisar({ tipo, title: titulo, msg: 'pronto' });
    await screen.findByText(titulo);
    const timer = temporizador(titulo);
    expect(timer?.style.animationDuration).toBe(duracao);
    // React listens to the prefixed name when the DOM's style lacks `animation` (jsdom): send both.
    for (const nome of ['animationend', 'webkitAnimationEnd']) act(() => void timer?.dispatchEvent(new Event(nome, { bubbles: true })));
    await waitFor(() => expect(naTela(titulo)).toBe(false));
  });

  it('keeps a job notice until the user closes it', async () => {
    await renderAvisos();
    await avisar({ tipo: 'JOB', title: 'Importação de pessoas', msg: 'Concluída.', tarefaId: 3 });
    await screen.findByText('Importação de pessoas');
    expect(temporizador('Importação de pessoas')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(naTela('Importação de pessoas')).toBe(false));
  });
});

describe('notice content (spec section 3)', () => {
  it('shows errorMsg as an error', async () => {
    await renderAvisos();
    const aviso: Aviso = { tipo: 'JOB', title: 'Importação de pessoas', errorMsg: 'A planilha não tem a coluna CPF.', tarefaId: 4 };
    expect(intencaoDoAviso(aviso)).toBe('error');
    await avisar(aviso);
    const texto = await screen.findByText('A planilha não tem a coluna CPF.');
    expect(texto.closest('[data-intent]')?.getAttribute('data-intent')).toBe('error');
  });

  it('opens the link with a derived authtoken, never the session token', async () => {
    const { callsTo } = stubFetch({ ...PERMISSOES, 'POST /api/authtokens': { content: { authtoken: '9.123.assinatura', expiraEm: '2030-01-01T00:00:00Z' } } });
    const janela = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const abrir = vi.fn(() => janela as unknown as Window);
    vi.stubGlobal('open', abrir);
    await renderAvisos();
    await avisar({ tipo: 'RELATORIO', title: 'Relatório pronto', msg: 'ok', link: '/api/arquivos/12/download', tarefaId: 5 });
    const toast = (await screen.findByText('Relatório pronto')).closest('[data-intent]') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Abrir resultado' }));
    await vi.waitFor(() => expect(janela.location.href).toBe('/api/arquivos/12/download?authtoken=9.123.assinatura'));
    expect(abrir).toHaveBeenCalledWith('', '_blank');
    expect(janela.opener).toBeNull();
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/arquivos/12/download' });
  });

  it('ignores a link that is not an API path', async () => {
    const abrir = vi.fn();
    vi.stubGlobal('open', abrir);
    const { abrirLink } = await import('../../../src/client/jobs/abrirLink.ts');
    await abrirLink('https://mal.example/x');
    await abrirLink('/api/../segredo');
    expect(abrir).not.toHaveBeenCalled();
  });
});

describe('a finished job that names what it changed', () => {
  function Envio() {
    const { data } = useApi<{ resultList: { situacao: string }[] }>('/api/mobilizacao/remessa/envio?page=1&rpp=10');
    return <p>{data === undefined ? 'lendo' : `a enviar: ${data.resultList.filter((c) => c.situacao === 'a_enviar').length}`}</p>;
  }

  it('has the lists of those resources on screen read again, and no other', async () => {
    let enviadas = false;
    const { callsTo } = stubFetch({
      ...PERMISSOES,
      'GET /api/mobilizacao/remessa/envio': () =>
        new Response(JSON.stringify({ content: { resultList: [{ situacao: enviadas ? 'enviada' : 'a_enviar' }] } }), { headers: { 'Content-Type': 'application/json' } }),
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <FluentProvider theme={webLightTheme}>
          <Envio />
          <AvisosAoVivo />
        </FluentProvider>
      </SWRConfig>,
    );
    expect(await screen.findByText('a enviar: 1')).toBeInTheDocument();
    enviadas = true;
    await avisar({ tipo: 'RELATORIO', title: 'Boletos por e-mail', msg: 'pronto', tarefaId: 7, recursos: ['/api/doacao/doacoes'] });
    await screen.findByText('Boletos por e-mail');
    expect(callsTo('GET', '/api/mobilizacao/remessa/envio')).toHaveLength(1);
    await avisar({ tipo: 'RELATORIO', title: 'Remessa bancária', msg: '1 remessa(s) com 1 cobrança(s).', tarefaId: 8, recursos: ['/api/mobilizacao/remessa/envio'] });
    expect(await screen.findByText('a enviar: 0')).toBeInTheDocument();
    expect(callsTo('GET', '/api/mobilizacao/remessa/envio')).toHaveLength(2);
  });
});
