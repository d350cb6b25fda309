import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { PreviaDoOfx, ResultadoDaImportacaoOfx } from '../../../../../src/shared/api/conciliacaoOfx.ts';
import { AppProviders } from '../../../../../src/client/app/AppProviders.tsx';
import { ImportacaoOfxPage } from '../../../../../src/client/pages/financeiro/conciliacao/ofx/index.ts';
import { contexto, logIn } from '../../../support/fixtures.ts';
import { stubFetch, type RecordedCall } from '../../../support/fetchStub.ts';

// The OFX tab: a dropped file is previewed for the account the server matched; choosing another
// account previews it again for that one; the import sends the accounts chosen and shows the
// counts. Without the import tag there is nothing to confirm.

const PREVIA = '/api/financeiro/conciliacao/ofx/previa';
const IMPORTACAO = '/api/financeiro/conciliacao/ofx/importacao';
const CONTAS = [
  { id: 3, descricao: 'Banco do Brasil c/c', agencia: '1234-5', numero: '56789-0', ativo: true },
  { id: 4, descricao: 'Poupança', agencia: '0987', numero: '45678-9', ativo: true },
];

const contasDoPedido = (call: RecordedCall): unknown => JSON.parse(String((call.body as FormData).get('contas') ?? '[]'));

function previa(call: RecordedCall): PreviaDoOfx {
  const [escolhida] = contasDoPedido(call) as { contaId: number | null }[];
  const contaId = escolhida?.contaId ?? 3;
  const situacao = contaId === 3 ? 'existente' : 'nova';
  return {
    arquivo: 'extrato.ofx',
    extratos: [{
      tipo: 'BANCO', banco: '001', agencia: '1234-5', conta: '56789-0', contaId, inicio: '2026-03-01', fim: '2026-03-31', saldoFinal: 1500, ignoradas: 0,
      transacoes: [
        { fitid: 'F1', data: '2026-03-02', valor: -54.9, memo: 'TARIFA BANCARIA', situacao: 'nova' },
        { fitid: 'F2', data: '2026-03-03', valor: 250, memo: 'PIX RECEBIDO', situacao },
      ],
    }],
  };
}

const RESULTADO: ResultadoDaImportacaoOfx = { novas: 2, extratos: [{ indice: 0, contaId: 4, importacaoId: 9, novas: 2, conferir: 0, existentes: 0, naoImportadas: 0 }] };

function abrir(tags: string[]) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas': { content: [] },
    'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 0 } },
    'GET /api/financeiro/contas': { content: { resultList: CONTAS, hasMore: false } },
    'GET /api/financeiro/conciliacao/ofx/importacoes': { content: [] },
    [`POST ${PREVIA}`]: (call: RecordedCall) => new Response(JSON.stringify({ content: previa(call) }), { headers: { 'Content-Type': 'application/json' } }),
    [`POST ${IMPORTACAO}`]: { content: RESULTADO, message: 'Extrato importado: 2 linhas novas.' },
  });
  const router = createMemoryRouter([{ path: '/financeiro/conciliacao/ofx', element: <ImportacaoOfxPage /> }], { initialEntries: ['/financeiro/conciliacao/ofx'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

const arquivo = () => new File(['<OFX>'], 'extrato.ofx', { type: 'application/x-ofx' });
const soltar = async () => userEvent.upload(await screen.findByLabelText('Arraste e solte o arquivo OFX aqui ou clique para selecionar'), arquivo());
const resumo = async () => (await screen.findByRole('list', { name: 'Resumo do extrato' })).textContent ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the OFX tab', { timeout: 20_000 }, () => {
  it('previews the dropped file, previews again for another account, and imports with the accounts chosen', async () => {
    const stub = abrir(['financeiro.conciliacao.visualizar', 'financeiro.conciliacao.importar']);
    await soltar();
    await waitFor(async () => expect(await resumo()).toBe('1 nova1 já importada0 em conflito'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar 1 linha' })).toBeEnabled());

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Conta da instituição' }), 'Poupança — 0987 / 45678-9');
    await waitFor(async () => expect(await resumo()).toBe('2 novas0 já importadas0 em conflito'));
    expect(contasDoPedido(stub.callsTo('POST', PREVIA).at(-1)!)).toEqual([{ indice: 0, contaId: 4 }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Importar 2 linhas' }));
    expect(await screen.findByText('2 linhas novas importadas; 0 já estavam importadas.')).toBeInTheDocument();
    const [importacao] = stub.callsTo('POST', IMPORTACAO);
    expect(contasDoPedido(importacao!)).toEqual([{ indice: 0, contaId: 4 }]);
    expect((importacao!.body as FormData).get('conflitos')).toBe('ignorar');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Linhas do extrato 1' })).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it('offers no import without the import tag', async () => {
    abrir(['financeiro.conciliacao.visualizar']);
    await soltar();
    await waitFor(async () => expect(await resumo()).toBe('1 nova1 já importada0 em conflito'));
    // The counts and the button render together: the counts there, the button would be too.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument());
  });
});
