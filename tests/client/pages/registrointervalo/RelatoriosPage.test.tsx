import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderPagina } from './support.tsx';

const TAREFA = { id: 12, tipo: 'relatorio.registrointervalo.intervalos', titulo: 'Intervalos por usuário e período', estado: 'fila', progresso: 0 };
const BRUNO = { id: 9, nome: 'Bruno Alves', login: 'bruno' };

function abrir(tags: string[]) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: ['registrointervalo.relatorio.emitir', ...tags] },
    'GET /api/telas': { content: [] },
    'GET /api/usuarios': { content: { resultList: [BRUNO], hasMore: false, page: 1, rpp: 20, count: 1, pageCount: 1 } },
    'GET /api/tarefas': { content: { resultList: [TAREFA], hasMore: false, page: 1, rpp: 20, count: 1, pageCount: 1 } },
    'POST /api/relatorios/registrointervalo/intervalos': { content: TAREFA, message: 'Relatório solicitado. Você será avisado quando estiver pronto.' },
    'POST /api/relatorios/registrointervalo/excessos': { content: TAREFA },
  });
  renderPagina('/registrointervalo/relatorios');
  return stub;
}

async function abrirDialogo(titulo: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Emitir ${titulo}` }));
  return screen.findByRole('dialog', { name: titulo });
}

const data = (dialogo: HTMLElement, rotulo: string) => within(dialogo).getByRole('textbox', { name: new RegExp(`^${rotulo}`) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T13:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reports page', { timeout: 20_000 }, () => {
  it('shows a card per report with its title, description and Emitir', async () => {
    abrir([]);
    const cartoes = await screen.findAllByRole('heading', { level: 2 });
    expect(cartoes.map((c) => c.textContent)).toEqual(['Intervalos por usuário e período', 'Intervalos excedidos']);
    await waitFor(() => expect(screen.getByText(/passaram da duração máxima/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Emitir/ })).toHaveLength(2));
  });

  it('requires both days, in order, at most a year apart, before posting', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir([]);
    const dialogo = await abrirDialogo('Intervalos excedidos');
    await waitFor(() => expect(data(dialogo, 'Data inicial')).toHaveValue('01/03/2026'));
    await waitFor(() => expect(data(dialogo, 'Data final')).toHaveValue('10/03/2026'));

    await user.clear(data(dialogo, 'Data inicial'));
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));
    expect(await within(dialogo).findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialogo).getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());

    await user.type(data(dialogo, 'Data inicial'), '11/03/2026');
    // The messages go as the user changes the field.
    await waitFor(() => expect(within(dialogo).queryByText('Preenchimento obrigatório.')).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialogo).queryByText('Existem erros no formulário, revise-o salve novamente.')).not.toBeInTheDocument());
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));
    expect(await within(dialogo).findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();

    await user.clear(data(dialogo, 'Data inicial'));
    await user.type(data(dialogo, 'Data inicial'), '09/03/2025');
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));
    expect(await within(dialogo).findByText('O período pode ter no máximo 366 dias.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/relatorios/registrointervalo/excessos')).toHaveLength(0);
  });

  it("posts a user's report in the chosen format and closes", async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir(['configuracoes.usuario.visualizar']);
    const dialogo = await abrirDialogo('Intervalos por usuário e período');
    const usuario = within(dialogo).getByRole('combobox', { name: 'Usuário' });
    await user.click(usuario);
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Bruno Alves' }));
    await user.click(within(dialogo).getByRole('radio', { name: 'XLSX' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));

    await waitFor(() => expect(callsTo('POST', '/api/relatorios/registrointervalo/intervalos')).toHaveLength(1));
    expect(callsTo('POST', '/api/relatorios/registrointervalo/intervalos')[0]?.body).toEqual({
      dataInicial: '2026-03-01',
      dataFinal: '2026-03-10',
      usuarioId: 9,
      formato: 'XLSX',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Relatório solicitado. Você será avisado quando estiver pronto.')).toBeInTheDocument();
  });

  it('asks for all users when none is chosen', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir(['configuracoes.usuario.visualizar']);
    const dialogo = await abrirDialogo('Intervalos excedidos');
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));
    await waitFor(() => expect(callsTo('POST', '/api/relatorios/registrointervalo/excessos')).toHaveLength(1));
    expect(callsTo('POST', '/api/relatorios/registrointervalo/excessos')[0]?.body).toEqual({ dataInicial: '2026-03-01', dataFinal: '2026-03-10', formato: 'PDF' });
  });

  it('offers only their own intervals to who may not list users', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir([]);
    const dialogo = await abrirDialogo('Intervalos excedidos');
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: 'Usuário' })).toHaveValue('Ana Souza'));
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: 'Usuário' })).toHaveAttribute('readonly'));
    await waitFor(() => expect(within(dialogo).queryByRole('combobox', { name: 'Usuário' })).not.toBeInTheDocument());
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));
    await waitFor(() => expect(callsTo('POST', '/api/relatorios/registrointervalo/excessos')).toHaveLength(1));
    expect(callsTo('POST', '/api/relatorios/registrointervalo/excessos')[0]?.body).toMatchObject({ usuarioId: 7 });
    expect(callsTo('GET', '/api/usuarios')).toHaveLength(0);
  });

  it("shows the server's field errors in the dialog", async () => {
    const user = userEvent.setup();
    logIn();
    stubFetch({
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: ['registrointervalo.relatorio.emitir'] },
      'GET /api/telas': { content: [] },
      'POST /api/relatorios/registrointervalo/excessos': () =>
        Response.json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'dataFinal', message: 'Data inválida.' }] }, { status: 422 }),
    });
    renderPagina('/registrointervalo/relatorios');
    const dialogo = await abrirDialogo('Intervalos excedidos');
    await user.click(within(dialogo).getByRole('button', { name: 'Emitir' }));
    expect(await within(dialogo).findByText('Data inválida.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });
});
