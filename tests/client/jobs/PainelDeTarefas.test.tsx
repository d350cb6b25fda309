import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { PainelDeTarefas } from '../../../src/client/jobs/PainelDeTarefas.tsx';
import { mesclarTarefas } from '../../../src/client/jobs/tarefas.ts';
import { emitirMensagem } from '../../../src/client/realtime/mensagens.ts';
import type { TarefaResumo } from '../../../src/shared/realtime/protocolo.ts';
import { stubFetch } from '../support/fetchStub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tarefa = (t: Partial<TarefaResumo> & { id: number }): TarefaResumo => ({
  tipo: 'relatorio.usuarios',
  titulo: 'Relatório de usuários',
  estado: 'fila',
  progresso: 0,
  mensagem: null,
  erro: null,
  link: null,
  criadaEm: '2026-03-10T13:00:00.000Z',
  atualizadaEm: '2026-03-10T13:00:00.000Z',
  ...t,
});

const pagina = (lista: TarefaResumo[]) => ({ content: { resultList: lista, hasMore: false, page: 1, rpp: 20, count: lista.length, pageCount: 1 } });

function renderPainel() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <PainelDeTarefas />
      </SWRConfig>
    </FluentProvider>,
  );
}

const noCanal = (t: TarefaResumo) => act(() => emitirMensagem({ type: 'TAREFA', content: t }));

// In jsdom, Fluent's focus trap (tabster) leaves the open panel aria-hidden: queries in it pass hidden: true.
describe('the jobs panel', () => {
  it('lists the user\'s jobs when opened: running with progress, finished with its result, failed with the error', async () => {
    const { callsTo } = stubFetch({
      'GET /api/tarefas': pagina([
        tarefa({ id: 3, estado: 'executando', progresso: 40, mensagem: '200 de 500 usuários' }),
        tarefa({ id: 2, estado: 'concluida', progresso: 100, mensagem: '500 usuários no relatório.', link: '/api/arquivos/9/download' }),
        tarefa({ id: 1, titulo: 'Importação de pessoas', estado: 'falhou', erro: 'A planilha não tem a coluna CPF.' }),
      ]),
    });
    renderPainel();
    expect(callsTo('GET', '/api/tarefas')).toHaveLength(0); // nothing fetched until opened
    await userEvent.click(screen.getByRole('button', { name: 'Tarefas em segundo plano' }));
    const painel = await screen.findByRole('dialog', { hidden: true });
    const emExecucao = await within(painel).findByRole('listitem', { name: 'Relatório de usuários: Em execução (40%)', hidden: true });
    await waitFor(() => expect(within(emExecucao).getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '0.4'));
    await waitFor(() => expect(emExecucao).toHaveTextContent('200 de 500 usuários'));
    const concluida = within(painel).getByRole('listitem', { name: 'Relatório de usuários: Concluída', hidden: true });
    await waitFor(() => expect(within(concluida).getByRole('button', { name: 'Abrir resultado', hidden: true })).toBeInTheDocument());
    const falhou = within(painel).getByRole('listitem', { name: 'Importação de pessoas: Falhou', hidden: true });
    await waitFor(() => expect(falhou).toHaveTextContent('A planilha não tem a coluna CPF.'));
    await waitFor(() => expect(within(falhou).queryByRole('button', { name: 'Abrir resultado', hidden: true })).toBeNull());
    expect(callsTo('GET', '/api/tarefas')[0]?.url).toBe('/api/tarefas?rpp=20');
  });

  it('counts the jobs under way on its button, live from the channel', async () => {
    stubFetch({ 'GET /api/tarefas': pagina([]) });
    renderPainel();
    await noCanal(tarefa({ id: 7, estado: 'executando', progresso: 10 }));
    await noCanal(tarefa({ id: 8 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tarefas em segundo plano (2 em andamento)' })).toBeInTheDocument());
    await noCanal(tarefa({ id: 7, estado: 'concluida', progresso: 100, atualizadaEm: '2026-03-10T13:01:00.000Z' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tarefas em segundo plano (1 em andamento)' })).toBeInTheDocument());
  });

  it('updates an open panel as the job progresses and ends', async () => {
    stubFetch({ 'GET /api/tarefas': pagina([tarefa({ id: 5, estado: 'executando', progresso: 20 })]) });
    renderPainel();
    await userEvent.click(screen.getByRole('button', { name: /Tarefas em segundo plano/ }));
    const painel = await screen.findByRole('dialog', { hidden: true });
    await within(painel).findByRole('listitem', { name: 'Relatório de usuários: Em execução (20%)', hidden: true });
    await noCanal(tarefa({ id: 5, estado: 'executando', progresso: 80, atualizadaEm: '2026-03-10T13:00:30.000Z' }));
    await waitFor(() => expect(within(painel).getByRole('listitem', { name: 'Relatório de usuários: Em execução (80%)', hidden: true })).toBeInTheDocument());
    await noCanal(tarefa({ id: 5, estado: 'concluida', progresso: 100, link: '/api/arquivos/4/download', atualizadaEm: '2026-03-10T13:01:00.000Z' }));
    const item = within(painel).getByRole('listitem', { name: 'Relatório de usuários: Concluída', hidden: true });
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Abrir resultado', hidden: true })).toBeInTheDocument());
  });

  it('says so when there is no job', async () => {
    stubFetch({ 'GET /api/tarefas': pagina([]) });
    renderPainel();
    await userEvent.click(screen.getByRole('button', { name: 'Tarefas em segundo plano' }));
    expect(await screen.findByText('Nenhuma tarefa.')).toBeInTheDocument();
  });
});

describe('mesclarTarefas', () => {
  it('keeps the newer state of each job and orders newest first', () => {
    const antiga = tarefa({ id: 1, estado: 'executando', progresso: 50, atualizadaEm: '2026-03-10T13:00:10.000Z' });
    const nova = tarefa({ id: 1, estado: 'concluida', progresso: 100, atualizadaEm: '2026-03-10T13:00:20.000Z' });
    expect(mesclarTarefas([nova], new Map([[1, antiga]]))).toEqual([nova]);
    expect(mesclarTarefas([antiga], new Map([[1, nova]]))).toEqual([nova]);
    const outra = tarefa({ id: 2 });
    expect(mesclarTarefas([antiga], new Map([[2, outra]])).map((t) => t.id)).toEqual([2, 1]);
  });
});
