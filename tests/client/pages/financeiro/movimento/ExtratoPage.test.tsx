import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { ExtratoDaConta, LinhaDoExtratoDaConta } from '../../../../../src/shared/api/movimento.ts';
import { AppProviders } from '../../../../../src/client/app/AppProviders.tsx';
import { ExtratoPage } from '../../../../../src/client/pages/financeiro/movimento/index.ts';
import { contexto, logIn } from '../../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../../support/fetchStub.ts';

// The statement a page at a time: the pager under the table moves through the period's pages,
// the summary keeps the whole period's totals, and a new filter goes back to the first page. The
// filters live in the page's URL, so that a link (the dashboard's balance chart) opens an account.

const EXTRATO = '/api/financeiro/extrato';
const QUANTIDADE = 1234;
const query = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

function linha(n: number): LinhaDoExtratoDaConta {
  return { data: '2026-03-02', tipo: 'BAIXA', descricao: `Movimento ${n}`, contraparte: null, valor: 1, saldo: 100 + n, titulo: null, transferencia: null };
}

/** The server's page `page` of 500 of a period of QUANTIDADE movements. */
function pagina(call: RecordedCall): Response {
  const numero = Number(query(call)['page'] ?? '1');
  const primeira = (numero - 1) * 500 + 1;
  const linhas = Array.from({ length: Math.max(0, Math.min(500, QUANTIDADE - primeira + 1)) }, (_, i) => linha(primeira + i));
  const extrato: ExtratoDaConta = {
    conta: { id: 3, descricao: 'Banco' },
    inicio: '2026-03-01',
    fim: '2026-03-31',
    filtrado: query(call)['categoria'] !== undefined,
    saldoInicial: 100,
    entradas: QUANTIDADE,
    saidas: 0,
    saldoFinal: 100 + QUANTIDADE,
    quantidade: QUANTIDADE,
    pagina: numero,
    porPagina: 500,
    linhas,
  };
  return json({ content: extrato });
}

function abrir(endereco = '/financeiro/extrato') {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: ['financeiro.extrato.visualizar'] },
    'GET /api/telas': { content: [] },
    'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 0 } },
    'GET /api/financeiro/contas': { content: { resultList: [{ id: 3, descricao: 'Banco' }], hasMore: false } },
    'GET /api/financeiro/categorias': { content: { resultList: [{ id: 8, descricao: 'Doações' }], hasMore: false } },
    [`GET ${EXTRATO}`]: pagina,
  });
  const router = createMemoryRouter([{ path: '/financeiro/extrato', element: <ExtratoPage /> }], { initialEntries: [endereco] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...stub, router };
}

async function escolher(rotulo: string, opcao: RegExp): Promise<void> {
  await userEvent.click(await screen.findByRole('combobox', { name: rotulo }));
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
}

const resumo = async () => (await screen.findByRole('list', { name: 'Resumo do extrato' })).textContent ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the statement page', { timeout: 20_000 }, () => {
  it('pages through the period with the pager under the table, the totals of the whole period on every page, back to the first on a new filter', async () => {
    const stub = abrir();
    await escolher('Conta', /Banco/);
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(await screen.findByText('Movimentos 1 a 500 de 1.234')).toBeInTheDocument();
    await waitFor(async () => expect(await resumo()).toMatch(/Saldo inicial.*100,00.*Saldo final.*1\.334,00.*Movimentos1\.234/));

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(await screen.findByText('Movimentos 501 a 1.000 de 1.234')).toBeInTheDocument();
    await waitFor(async () => expect(await resumo()).toMatch(/Saldo final.*1\.334,00.*Movimentos1\.234/));
    await waitFor(() => expect(query(stub.callsTo('GET', EXTRATO).at(-1)!)).toMatchObject({ conta: '3', page: '2' }));

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Movimentos 1.001 a 1.234 de 1.234')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled());

    await escolher('Categoria', /Doações/);
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await waitFor(() => expect(query(stub.callsTo('GET', EXTRATO).at(-1)!)).toEqual(expect.objectContaining({ categoria: '8' })));
    expect(query(stub.callsTo('GET', EXTRATO).at(-1)!)).not.toHaveProperty('page');
  });

  it('opens the account and period its URL names, and keeps a changed filter there', async () => {
    const conta = JSON.stringify({ id: 3, descricao: 'Banco' });
    const { callsTo, router } = abrir(`/financeiro/extrato?${new URLSearchParams({ periodo: 'CUSTOMIZADO', de: '2026-03-01', ate: '2026-03-31', conta })}`);
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await waitFor(() => expect(query(callsTo('GET', EXTRATO)[0]!)).toEqual({ conta: '3', inicio: '2026-03-01', fim: '2026-03-31' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Conta' })).toHaveValue('Banco'));

    await escolher('Categoria', /Doações/);
    await waitFor(() => expect(query(callsTo('GET', EXTRATO).at(-1)!)).toMatchObject({ conta: '3', categoria: '8', inicio: '2026-03-01' }));
    const endereco = new URLSearchParams(router.state.location.search);
    expect(endereco.get('periodo')).toBe('CUSTOMIZADO');
    expect(endereco.get('de')).toBe('2026-03-01');
    expect(JSON.parse(endereco.get('conta') ?? 'null')).toEqual({ id: 3, descricao: 'Banco' });
    expect(JSON.parse(endereco.get('categoria') ?? 'null')).toEqual({ id: 8, descricao: 'Doações' });
  });
});
