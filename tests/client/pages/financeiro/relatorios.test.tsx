import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../support/fetchStub.ts';
import { PRIMEIRA_CARGA, abrirCadastro } from '../gestaopessoas/support.tsx';

// financeiro.relatorios: a card per report the user may issue, each dialog posting its fields.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';
const TAREFA = { id: 41, tipo: 'relatorio.financeiro.contasabertas', titulo: 'Contas a pagar e a receber', estado: 'fila', progresso: 0 };

function abrir(tags: readonly string[], extrato = () => json({ content: TAREFA, message: SOLICITADO })) {
  return abrirCadastro('/financeiro/relatorios', {
    tags,
    outros: {
      'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 1 } },
      'POST /api/financeiro/relatorios/contasabertas': () => json({ content: TAREFA, message: SOLICITADO }),
      'POST /api/financeiro/relatorios/extrato': extrato,
    },
  });
}

// As in the people reports' test: Fluent's focus trap may leave the dialog aria-hidden in jsdom.
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

describe('the finance reports page', { timeout: 20_000 }, () => {
  it('shows only the cards of the tags held, and posts a card with its own fields', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir(['financeiro.relatorios.contasabertas', 'financeiro.relatorios.extrato']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Contas a pagar e a receber', 'Extrato']));

    const dialogo = await abrirDialogo('Contas a pagar e a receber');
    await user.click(within(dialogo).getByRole('radio', { name: 'A pagar', hidden: true }));
    await user.click(within(dialogo).getByRole('radio', { name: 'Vencidas', hidden: true }));
    await user.click(within(dialogo).getByRole('radio', { name: 'XLSX', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/financeiro/relatorios/contasabertas')).toHaveLength(1));
    expect(callsTo('POST', '/api/financeiro/relatorios/contasabertas')[0]?.body).toEqual({
      dataInicial: '2026-03-01',
      dataFinal: '2026-03-31',
      formato: 'XLSX',
      tipo: 'PAGAR',
      situacao: 'VENCIDAS',
    });
    expect(await screen.findByText(SOLICITADO)).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message on the account", async () => {
    const user = userEvent.setup();
    abrir(['financeiro.relatorios.extrato'], () =>
      json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'conta', message: 'Selecione um registro válido.' }] }, 422),
    );
    const dialogo = await abrirDialogo('Extrato');
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    expect(await within(dialogo).findAllByText('Selecione um registro válido.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent('Extrato'));
  });
});
