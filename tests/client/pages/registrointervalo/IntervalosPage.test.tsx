import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Intervalo } from '../../../../src/shared/api/registrointervalo.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { CAFE, horario, intervalo, renderPagina, resumo } from './support.tsx';

// 10 March 2026, 10:00 in São Paulo.
const AGORA = new Date('2026-03-10T13:00:00.000Z');
const segundosAntes = (s: number) => new Date(AGORA.getTime() - s * 1000).toISOString();
const BASE = '/api/registrointervalo';

interface Servidor {
  ativo: Intervalo | null;
  horarios?: ReturnType<typeof horario>[];
  /** The server's clock, when it differs from the PC's. */
  agora?: Date;
  doDia?: Intervalo[];
  historico?: ReturnType<typeof resumo>;
}

function abrir(servidor: Servidor, path = '/registrointervalo/intervalos') {
  logIn();
  const estado = { ...servidor };
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: ['registrointervalo.intervalo.registrar'] },
    'GET /api/telas': { content: [] },
    [`GET ${BASE}/intervalos/metadata`]: () => Response.json({ content: { horarios: estado.horarios ?? [horario()], agora: (estado.agora ?? new Date()).toISOString() } }),
    [`GET ${BASE}/intervalos/ativo`]: () => Response.json({ content: estado.ativo }),
    [`GET ${BASE}/intervalos/resumo`]: (call: RecordedCall) =>
      Response.json(new URL(call.url, 'http://x').searchParams.get('rpp') === '50' ? resumo(estado.doDia ?? []) : (estado.historico ?? resumo([]))),
    [`POST ${BASE}/registrointervalo`]: () => Response.json({ content: intervalo({ estado: 'LIBERADO', iniciadoEm: null, tipo: null }) }),
    [`POST ${BASE}/intervalos`]: () => {
      estado.ativo = intervalo({ iniciadoEm: new Date().toISOString() });
      return Response.json({ content: estado.ativo, message: 'Intervalo iniciado.' });
    },
    [`POST ${BASE}/intervalos/70/encerrar`]: () => {
      estado.ativo = null;
      return Response.json({ content: intervalo({ estado: 'ENCERRADO', duracaoS: 300 }), message: 'Intervalo encerrado.' });
    },
  });
  renderPagina(path);
  return stub;
}

const cronometro = () => screen.getByRole('timer', { name: 'Tempo decorrido' });
const passar = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // Only the clock and the timer's interval: SWR and Testing Library keep their real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: AGORA });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the interval page', { timeout: 20_000 }, () => {
  it('counts the interval in progress every second, by the server clock', async () => {
    abrir({ ativo: intervalo({ iniciadoEm: segundosAntes(65) }), agora: new Date(AGORA.getTime() + 30_000) });
    await waitFor(() => expect(cronometro()).toHaveTextContent('01:35'));
    await passar(2000);
    await waitFor(() => expect(cronometro()).toHaveTextContent('01:37'));
    await waitFor(() => expect(screen.getByText('Máximo: 15 minutos')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Tempo máximo excedido')).not.toBeInTheDocument());
  });

  it('shows hours past the first one, and warns once past the maximum', async () => {
    abrir({ ativo: intervalo({ iniciadoEm: segundosAntes(15 * 60 - 2) }) });
    await waitFor(() => expect(cronometro()).toHaveTextContent('14:58'));
    await waitFor(() => expect(screen.queryByText('Tempo máximo excedido')).not.toBeInTheDocument());
    await passar(3000);
    await waitFor(() => expect(cronometro()).toHaveTextContent('15:01'));
    await waitFor(() => expect(screen.getByText('Tempo máximo excedido')).toBeInTheDocument());
    await passar(45 * 60 * 1000);
    await waitFor(() => expect(cronometro()).toHaveTextContent('1:00:01'));
  });

  it("starts an open schedule's interval: registers it, then starts it with the chosen type", async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir({ ativo: null });
    expect(await screen.findByText('Nenhum intervalo em andamento.')).toBeInTheDocument();
    const cartao = await screen.findByRole('listitem', { name: 'Equipe Sede: 00:00 às 23:59' });
    await waitFor(() => expect(within(cartao).getByText('Liberado')).toBeInTheDocument());

    await user.click(within(cartao).getByRole('button', { name: /^Iniciar/ }));
    expect(await within(cartao).findByText('Escolha o tipo de intervalo.')).toBeInTheDocument();
    expect(callsTo('POST', `${BASE}/registrointervalo`)).toHaveLength(0);

    await user.click(within(cartao).getByRole('combobox', { name: /Tipo de intervalo/ }));
    await user.click(await screen.findByRole('option', { name: 'Café' }));
    await user.click(within(cartao).getByRole('button', { name: /^Iniciar/ }));

    await waitFor(() => expect(callsTo('POST', `${BASE}/intervalos`)).toHaveLength(1));
    expect(callsTo('POST', `${BASE}/registrointervalo`)[0]?.url).toBe(`${BASE}/registrointervalo?grupoIntervaloHorarioId=5`);
    expect(callsTo('POST', `${BASE}/intervalos`)[0]?.body).toEqual({ intervaloId: 70, tipoIntervaloId: CAFE.id });
    await waitFor(() => expect(cronometro()).toHaveTextContent('00:00'));
    await passar(1000);
    await waitFor(() => expect(cronometro()).toHaveTextContent('00:01'));
  });

  it('ends the interval in progress after the confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir({ ativo: intervalo({ iniciadoEm: segundosAntes(300) }) });
    await waitFor(() => expect(cronometro()).toHaveTextContent('05:00'));

    await user.click(screen.getByRole('button', { name: 'Encerrar' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Encerrar intervalo' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST', `${BASE}/intervalos/70/encerrar`)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Encerrar' }));
    // In jsdom, Fluent's focus trap (tabster) may mark a dialog opened after another closed
    // aria-hidden a moment later (its 250 ms hidden-update timer); on a loaded CI machine the
    // role queries then missed it in two rehearsals. This test is about ending the interval, so
    // it finds the reopened dialog by its text.
    const reaberto = (await screen.findByText(/^Deseja encerrar o intervalo agora\?/)).closest<HTMLElement>('[role="alertdialog"]');
    if (!reaberto) throw new Error('diálogo não encontrado');
    await user.click(within(reaberto).getByText('Encerrar', { selector: 'button' }));
    await waitFor(() => expect(callsTo('POST', `${BASE}/intervalos/70/encerrar`)).toHaveLength(1));
    expect(await screen.findByText('Nenhum intervalo em andamento.')).toBeInTheDocument();
  });

  it("lists the period's intervals with their totals, overruns flagged", async () => {
    const excedido = intervalo({ id: 71, estado: 'ENCERRADO', encerradoEm: segundosAntes(-1200), duracaoS: 1200, excedido: true });
    const normal = intervalo({ id: 72, estado: 'ENCERRADO', tipo: null, duracaoS: 300 });
    abrir({ ativo: null, historico: resumo([excedido, normal], { quantidade: 2, duracaoTotalS: 1500, excedidos: 1 }) });
    const totais = await screen.findByRole('list', { name: 'Totais do período' });
    await waitFor(() => expect(within(totais).getByText('2 intervalos')).toBeInTheDocument());
    await waitFor(() => expect(within(totais).getByText('Duração total: 25 min')).toBeInTheDocument());
    await waitFor(() => expect(within(totais).getByText('1 excedido')).toBeInTheDocument());
    const tabela = screen.getByRole('table', { name: 'Histórico de intervalos' });
    const [, primeira, segunda] = within(tabela).getAllByRole('row');
    await waitFor(() => expect(within(primeira as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '10/03/2026',
      'Equipe Sede',
      'Café',
      '10:00',
      '10:20',
      '20 min',
      'Excedido',
    ]));
    await waitFor(() => expect(within(segunda as HTMLElement).getAllByRole('cell').at(-1)).toHaveTextContent('Realizado'));
  });

  it('asks the history for today by default', async () => {
    const { callsTo } = abrir({ ativo: null });
    await screen.findByText('Nenhum intervalo no período.');
    const historico = callsTo('GET', `${BASE}/intervalos/resumo`).find((c) => c.url.includes('rpp=10'));
    expect(historico?.url).toBe(`${BASE}/intervalos/resumo?dataInicial=2026-03-10&dataFinal=2026-03-10&page=1&rpp=10`);
  });

  it("offers the notice's schedule first: highlighted, its type choice focused", async () => {
    abrir({ ativo: null, horarios: [horario(), horario({ id: 6, inicio: '15:00', fim: '15:30', aberto: false })] }, '/registrointervalo/intervalos?horario=5');
    const cartao = await screen.findByRole('listitem', { name: 'Equipe Sede: 00:00 às 23:59' });
    await waitFor(() => expect(within(cartao).getByRole('combobox', { name: /Tipo de intervalo/ })).toHaveFocus());
    const fechado = screen.getByRole('listitem', { name: 'Equipe Sede: 15:00 às 15:30' });
    await waitFor(() => expect(within(fechado).getByText('Fora do horário')).toBeInTheDocument());
    await waitFor(() => expect(within(fechado).queryByRole('button', { name: /^Iniciar/ })).not.toBeInTheDocument());
  });

  it("shows a schedule's interval of today by its state", async () => {
    abrir({ ativo: null, doDia: [intervalo({ estado: 'ENCERRADO', duracaoS: 1000, excedido: true })] });
    const cartao = await screen.findByRole('listitem', { name: 'Equipe Sede: 00:00 às 23:59' });
    expect(await within(cartao).findByText('Realizado com excesso')).toBeInTheDocument();
    await waitFor(() => expect(within(cartao).queryByRole('button', { name: /^Iniciar/ })).not.toBeInTheDocument());
  });
});
