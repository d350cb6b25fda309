import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { PainelDeContas, PainelDeVencidos, PainelMensal, PainelPorChave, VencidosDoLado } from '../../../../../src/shared/api/painel.ts';
import { AppProviders } from '../../../../../src/client/app/AppProviders.tsx';
import { PainelDeDespesasPage, PainelDeReceitasPage, PainelGeralPage } from '../../../../../src/client/pages/financeiro/painel/index.ts';
import { contexto, logIn } from '../../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../../support/fetchStub.ts';

// Each dashboard tab's cards: the overview's for both sides, the payables' on Despesas, the
// receivables' on Receitas (with the default rate); and a balance opening its account's statement.

const mensal: PainelMensal = { inicio: '2026-01-01', fim: '2026-12-31', receitas: 1000, despesas: 400, resultado: 600, meses: [] };
const contas: PainelDeContas = { fim: '2026-12-31', total: 2500, contas: [{ id: 3, descricao: 'Banco', saldo: 2500 }] };
const lado = (valor: number, noPeriodo: number, emAberto: number): VencidosDoLado => ({
  quantidade: 2,
  valor,
  faixas: [],
  noPeriodo: { quantidade: 5, valor: noPeriodo },
  emAberto: { quantidade: 9, valor: emAberto },
});
const vencidos: PainelDeVencidos = { hoje: '2026-11-27', receber: lado(50, 120, 200), pagar: lado(70, 300, 370) };

function pessoas(call: RecordedCall): Response {
  const despesas = new URL(call.url, 'http://localhost').searchParams.get('tipo') === 'despesas';
  const fatias = [{ id: 9, nome: despesas ? 'Papelaria Central' : 'Maria Doadora', valor: 150 }, { id: null, nome: 'Outros', valor: 10, outros: true as const }];
  const ranking: PainelPorChave = { tipo: despesas ? 'despesas' : 'receitas', total: 160, fatias };
  return json({ content: ranking });
}

function abrir(Pagina: () => React.JSX.Element) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: ['financeiro.dashboard.visualizar'] },
    'GET /api/telas': { content: [] },
    'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 0 } },
    'GET /api/financeiro/painel/mensal': { content: mensal },
    'GET /api/financeiro/painel/contas': { content: contas },
    'GET /api/financeiro/painel/vencidos': { content: vencidos },
    'GET /api/financeiro/painel/orcamento': { content: { ano: 2026, planejado: 0, realizado: 0, percentual: null, categorias: [] } },
    'GET /api/financeiro/painel/categorias': { content: { tipo: 'despesas', total: 0, fatias: [] } },
    'GET /api/financeiro/painel/centroscusto': { content: { tipo: 'despesas', total: 0, fatias: [] } },
    'GET /api/financeiro/painel/pessoas': pessoas,
  });
  const router = createMemoryRouter([{ path: '/financeiro/dashboard', element: <Pagina /> }], { initialEntries: ['/financeiro/dashboard?periodo=ANUAL'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

/** The cards as "label: value [note]", once every figure has come. */
async function cartoes(): Promise<string[]> {
  const lista = await screen.findByRole('list', { name: 'Resumo do período' });
  await waitFor(() => expect(lista.textContent).not.toContain('…'));
  return within(lista)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' ') ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard tabs', { timeout: 20_000 }, () => {
  it("shows the overview's cards on Geral, and a balance opens its account's statement in the period", async () => {
    abrir(PainelGeralPage);
    expect(await cartoes()).toEqual([
      'Receitas1.000,00',
      'Despesas400,00',
      'Resultado600,00',
      'Saldo das contas2.500,00',
      'Vencidos a receber50,00',
      'Vencidos a pagar70,00',
    ]);
    const saldos = await screen.findByRole('figure', { name: 'Saldos das contas' });
    const link = await within(saldos).findByRole('link', { name: 'Banco', hidden: true });
    const query = new URLSearchParams(link.getAttribute('href')?.split('?')[1]);
    expect(link.getAttribute('href')?.startsWith('#/financeiro/extrato?')).toBe(true);
    expect(query.get('periodo')).toBe('ANUAL');
    expect(JSON.parse(query.get('conta') ?? 'null')).toEqual({ id: 3, descricao: 'Banco' });
  });

  it("shows the payables' cards on Despesas", async () => {
    abrir(PainelDeDespesasPage);
    expect(await cartoes()).toEqual([
      'A pagar no período300,00Títulos: 5',
      'Pago no período400,00',
      'Vencido a pagar70,00Títulos: 2',
      'Em aberto a pagar370,00Títulos: 9',
      'Maior fornecedor (pago)150,00Papelaria Central',
    ]);
  });

  it("shows the receivables' cards and the default rate on Receitas", async () => {
    abrir(PainelDeReceitasPage);
    expect(await cartoes()).toEqual([
      'A receber no período120,00Títulos: 5',
      'Recebido no período1.000,00',
      'Vencido a receber50,00Títulos: 2',
      'Em aberto a receber200,00Títulos: 9',
      'Maior doador (recebido)150,00Maria Doadora',
      'Inadimplência25,0%Vencido sobre o em aberto a receber',
    ]);
  });
});
