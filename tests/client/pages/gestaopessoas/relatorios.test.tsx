import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { PRIMEIRA_CARGA, TAGS_OPERADOR, abrirCadastro } from './support.tsx';

// The register's reports page (gestaopessoas.relatorios): its cards and their dialogs.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';
const TAREFA = { id: 31, tipo: 'relatorio.pessoas.aniversariantes', titulo: 'Aniversariantes do período', estado: 'fila', progresso: 0 };

function abrirRelatorios(tags: readonly string[] = TAGS_OPERADOR, respostas: Record<string, (call: RecordedCall) => Response> = {}) {
  return abrirCadastro('/gestaopessoas/relatorios', {
    tags,
    outros: {
      'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 1 } },
      'POST /api/relatorios/pessoascadastradas': () => json({ content: TAREFA, message: SOLICITADO }),
      'POST /api/relatorios/aniversariantes': () => json({ content: TAREFA, message: SOLICITADO }),
      ...respostas,
    },
  });
}

// In jsdom, Fluent's focus trap (tabster) may leave an open dialog aria-hidden, depending on timing
// (VistaLista.test.tsx): queries in it pass hidden: true, and the dialog, whose name is then
// empty, is known by its text (the browser suite checks it by name and with axe).
async function abrirDialogo(titulo: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Emitir ${titulo}` }, PRIMEIRA_CARGA));
  const dialogo = await screen.findByRole('dialog', { hidden: true }, PRIMEIRA_CARGA);
  await waitFor(() => expect(within(dialogo).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(titulo));
  return dialogo;
}

const data = (dialogo: HTMLElement, rotulo: string) => within(dialogo).getByRole('textbox', { name: new RegExp(`^${rotulo}`), hidden: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T13:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reports page of the register', { timeout: 20_000 }, () => {
  it('shows a card per report with its title, description and Emitir, and leads back to the register', async () => {
    const { currentUrl } = abrirRelatorios();
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    const titulos = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titulos).toEqual(['Pessoas cadastradas', 'Aniversariantes do período']);
    await waitFor(() => expect(screen.getByText(/fazem aniversário no período/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Emitir / })).toHaveLength(2));

    const navegacao = screen.getByRole('navigation', { name: 'Gestão de Pessoas' });
    await waitFor(() => expect(within(navegacao).getByRole('tab', { name: 'Relatórios' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(within(navegacao).getByRole('tab', { name: 'Pessoas' }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/lista'));
  });

  it('asks Pessoas cadastradas for the format only and posts it', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrirRelatorios();
    const dialogo = await abrirDialogo('Pessoas cadastradas');
    await waitFor(() => expect(within(dialogo).queryByRole('textbox', { name: /^Data/, hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialogo).getByRole('radio', { name: 'PDF', hidden: true })).toBeChecked());
    await waitFor(() => expect(within(dialogo).getByText('O PDF traz até 5.000 linhas; a planilha (XLSX) traz todas.')).toBeInTheDocument());
    await user.click(within(dialogo).getByRole('radio', { name: 'XLSX', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));

    await waitFor(() => expect(callsTo('POST', '/api/relatorios/pessoascadastradas')).toHaveLength(1));
    expect(callsTo('POST', '/api/relatorios/pessoascadastradas')[0]?.body).toEqual({ formato: 'XLSX' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(await screen.findByText(SOLICITADO)).toBeInTheDocument();
  });

  it('asks Aniversariantes do período for this whole month, checks the period and posts it', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrirRelatorios();
    const dialogo = await abrirDialogo('Aniversariantes do período');
    await waitFor(() => expect(data(dialogo, 'Data inicial')).toHaveValue('01/03/2026'));
    await waitFor(() => expect(data(dialogo, 'Data final')).toHaveValue('31/03/2026'));

    await user.clear(data(dialogo, 'Data final'));
    await user.type(data(dialogo, 'Data final'), '28/02/2026');
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    expect(await within(dialogo).findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/relatorios/aniversariantes')).toHaveLength(0);

    await user.clear(data(dialogo, 'Data final'));
    await user.type(data(dialogo, 'Data final'), '15/01/2027');
    await waitFor(() => expect(within(dialogo).queryByText('A data final deve ser igual ou posterior à data inicial.')).not.toBeInTheDocument());
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/relatorios/aniversariantes')).toHaveLength(1));
    expect(callsTo('POST', '/api/relatorios/aniversariantes')[0]?.body).toEqual({ dataInicial: '2026-03-01', dataFinal: '2027-01-15', formato: 'PDF' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's field errors", async () => {
    const user = userEvent.setup();
    abrirRelatorios(TAGS_OPERADOR, {
      'POST /api/relatorios/aniversariantes': () =>
        json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'dataInicial', message: 'Data inválida.' }] }, 422),
    });
    const dialogo = await abrirDialogo('Aniversariantes do período');
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    expect(await within(dialogo).findByText('Data inválida.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent('Aniversariantes do período'));
  });

  it('is refused without gestaopessoas.pessoa.imprimir', async () => {
    abrirRelatorios(['gestaopessoas.pessoa.visualizar']);
    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument());
  });
});
