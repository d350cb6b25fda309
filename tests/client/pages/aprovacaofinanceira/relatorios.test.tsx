import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../support/fetchStub.ts';
import { PRIMEIRA_CARGA, abrirCadastro } from '../gestaopessoas/support.tsx';

// aprovacaofinanceira.relatorios: a card per report the user may issue, each dialog posting its fields.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';
const TAREFA = { id: 42, tipo: 'relatorio.aprovacaofinanceira.aprovacoes', titulo: 'Aprovações por período e aprovador', estado: 'fila', progresso: 0 };
const RECUSA = { message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'projeto', message: 'Selecione um registro válido.' }] };

function abrir(tags: readonly string[]) {
  return abrirCadastro('/aprovacaofinanceira/relatorios', {
    tags,
    outros: {
      'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 1 } },
      'POST /api/aprovacaofinanceira/relatorios/aprovacoes': () => json({ content: TAREFA, message: SOLICITADO }),
      'POST /api/aprovacaofinanceira/relatorios/execucaoprojeto': () => json(RECUSA, 422),
    },
  });
}

// As in the finance reports' test: Fluent's focus trap may leave the dialog aria-hidden in jsdom.
async function abrirDialogo(titulo: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Emitir ${titulo}` }, PRIMEIRA_CARGA));
  const dialogo = await screen.findByRole('dialog', { hidden: true }, PRIMEIRA_CARGA);
  await waitFor(() => expect(within(dialogo).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(titulo));
  return dialogo;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T13:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the approval reports page', { timeout: 20_000 }, () => {
  it('shows only the cards of the tags held, and posts the approvals of the period', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir(['aprovacaofinanceira.relatorios.aprovacoes', 'aprovacaofinanceira.relatorios.execucaoprojeto']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Aprovações por período e aprovador', 'Execução financeira do projeto']));

    const dialogo = await abrirDialogo('Aprovações por período e aprovador');
    await user.click(within(dialogo).getByRole('radio', { name: 'XLSX', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/aprovacaofinanceira/relatorios/aprovacoes')).toHaveLength(1));
    expect(callsTo('POST', '/api/aprovacaofinanceira/relatorios/aprovacoes')[0]?.body).toEqual({ dataInicial: '2026-03-01', dataFinal: '2026-03-31', formato: 'XLSX' });
    expect(await screen.findByText(SOLICITADO)).toBeInTheDocument();
  });

  it("asks a project's execution with no period unless limited to one, and shows the server's message on the project", async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir(['aprovacaofinanceira.relatorios.execucaoprojeto']);
    const dialogo = await abrirDialogo('Execução financeira do projeto');
    await waitFor(() => expect(within(dialogo).queryByText('Data inicial')).toBeNull());
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    expect(await within(dialogo).findAllByText('Selecione um registro válido.')).not.toHaveLength(0);
    await waitFor(() => expect(callsTo('POST', '/api/aprovacaofinanceira/relatorios/execucaoprojeto')[0]?.body).toEqual({ formato: 'PDF' }));

    await user.click(within(dialogo).getByRole('checkbox', { name: 'Limitar a um período (sem ele, todo o projeto)', hidden: true }));
    expect(await within(dialogo).findAllByText('Data inicial')).not.toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/aprovacaofinanceira/relatorios/execucaoprojeto')).toHaveLength(2));
    expect(callsTo('POST', '/api/aprovacaofinanceira/relatorios/execucaoprojeto')[1]?.body).toEqual({ dataInicial: '2026-03-01', dataFinal: '2026-03-31', formato: 'PDF' });
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent('Execução financeira do projeto'));
  });
});
