import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RazaoDaUnidade } from '../../../../../src/shared/api/contabilidade.ts';
import { AppProviders } from '../../../../../src/client/app/AppProviders.tsx';
import { ExtratosContabeisPage } from '../../../../../src/client/pages/financeiro/contabilidade/index.ts';
import { contexto, logIn } from '../../../support/fixtures.ts';
import { stubFetch, type RecordedCall } from '../../../support/fetchStub.ts';

// The balancete and razão keep their period and account in the URL: a link opens an account's
// razão, and going back to the balancete takes the account out of the URL.

const RAZAO = '/api/financeiro/contabilidade/razao';
const query = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

const razao: RazaoDaUnidade = {
  conta: { id: 5, codigo: '1.1.01', descricao: 'Caixa', natureza: 'DEVEDORA' },
  inicio: '2026-02-01',
  fim: '2026-02-28',
  saldoAnteriorCentavos: 10_000,
  linhas: [],
  saldoFinalCentavos: 10_000,
  truncado: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the balancete and razão page', { timeout: 20_000 }, () => {
  it('opens the razão of the account and period its URL names, and back to the balancete without it', async () => {
    logIn();
    const stub = stubFetch({
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: ['financeiro.contabilidade.visualizar'] },
      'GET /api/telas': { content: [] },
      'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 0 } },
      [`GET ${RAZAO}`]: { content: razao },
      'GET /api/financeiro/contabilidade/balancete': { content: { inicio: '2026-02-01', fim: '2026-02-28', linhas: [], totalDebitosCentavos: 0, totalCreditosCentavos: 0 } },
    });
    const conta = JSON.stringify({ id: 5, descricao: 'Caixa' });
    const endereco = `/financeiro/contabilidade/extratos?${new URLSearchParams({ periodo: 'CUSTOMIZADO', de: '2026-02-01', ate: '2026-02-28', conta })}`;
    const router = createMemoryRouter([{ path: '/financeiro/contabilidade/extratos', element: <ExtratosContabeisPage /> }], { initialEntries: [endereco] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'Razão de 1.1.01 Caixa' })).toBeInTheDocument();
    await waitFor(() => expect(query(stub.callsTo('GET', RAZAO)[0]!)).toEqual({ contaContabilId: '5', inicio: '2026-02-01', fim: '2026-02-28' }));

    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao balancete' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('conta')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('de')).toBe('2026-02-01');
  });
});
