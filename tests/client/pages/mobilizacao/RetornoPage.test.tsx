import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { URL_DA_APLICACAO_DO_RETORNO, URL_DA_PREVIA_DO_RETORNO, type PreviaDoRetorno, type RetornoAplicado } from '../../../../src/shared/api/retornoDeCobranca.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { RetornoPage } from '../../../../src/client/pages/mobilizacao/retorno/index.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';

// Retorno do banco: a dropped file is previewed (bank, layout, each record and its effect) and
// nothing is applied until Aplicar, which sends the same file and shows what it did; without the
// tag to apply, there is nothing to confirm; a file the server refuses shows its message.

const PREVIA: PreviaDoRetorno = {
  banco: '001',
  layout: 'CNAB240',
  registros: [
    { nossoNumero: '12345670000000107', ocorrencia: '06', descricaoOcorrencia: 'Liquidação', categoria: 'liquidacao', valorTitulo: 123.41, valorPago: 123.41, dataOcorrencia: '2026-11-27', dataCredito: '2026-11-27' },
    { nossoNumero: '12345670000000109', ocorrencia: '03', descricaoOcorrencia: 'Entrada rejeitada', categoria: 'rejeicao', valorTitulo: 67.83, valorPago: 0, dataOcorrencia: '2026-11-27', dataCredito: null },
  ],
};
const APLICADO: RetornoAplicado = {
  retornoId: 7,
  registros: 2,
  resultados: { confirmada: 0, paga: 1, rejeitada: 1, baixada: 0, ignorado: 0, nao_encontrada: 0 },
  tarifas: { valor: 4.3, despesas: [{ data: '2026-11-27', valor: 4.3, titulo: 31 }], motivo: null },
};
const SEM_CATEGORIA = 'A forma de cobrança não tem a categoria das tarifas: escolha uma categoria de despesa na forma de cobrança para lançá-las.';

function abrir(tags: string[], previa: Response | { content: PreviaDoRetorno } = { content: PREVIA }, aplicado: RetornoAplicado = APLICADO) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas': { content: [] },
    'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 0 } },
    [`POST ${URL_DA_PREVIA_DO_RETORNO}`]: () => (previa instanceof Response ? previa : new Response(JSON.stringify(previa), { headers: { 'Content-Type': 'application/json' } })),
    [`POST ${URL_DA_APLICACAO_DO_RETORNO}`]: { content: aplicado, message: 'Retorno aplicado: 2 registro(s).' },
  });
  const router = createMemoryRouter([{ path: '/mobilizacao/remessa/retorno', element: <RetornoPage /> }], { initialEntries: ['/mobilizacao/remessa/retorno'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

const soltar = async () =>
  userEvent.upload(await screen.findByLabelText('Arraste e solte o arquivo de retorno aqui ou clique para selecionar'), new File(['0010000'], 'retorno.ret', { type: 'application/octet-stream' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Retorno do banco', { timeout: 20_000 }, () => {
  it('previews the file, applies nothing until Aplicar, then shows what it did', async () => {
    const stub = abrir(['mobilizacao.remessa.retorno', 'mobilizacao.remessa.aplicar']);
    await soltar();
    expect(await screen.findByText('Banco 001, CNAB 240: 2 registro(s).')).toBeInTheDocument();
    expect(await screen.findByText('Liquidação (paga)')).toBeInTheDocument();
    expect(await screen.findByText('Rejeição')).toBeInTheDocument();
    expect(stub.callsTo('POST', URL_DA_APLICACAO_DO_RETORNO)).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Retorno nº 7 aplicado: 1 paga(s), 1 rejeitada(s), 0 confirmada(s), 0 baixada(s), 0 sem efeito.')).toBeInTheDocument();
    expect(await screen.findByText('Tarifas de R$ 4,30 lançadas como despesa paga (título nº 31).')).toBeInTheDocument();
    const [aplicacao] = stub.callsTo('POST', URL_DA_APLICACAO_DO_RETORNO);
    expect(((aplicacao!.body as FormData).get('file') as File).name).toBe('retorno.ret');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ver o que cada registro fez' })).toHaveAttribute('href', expect.stringContaining('/mobilizacao/remessa/retorno-detalhes')));
  });

  it('says why the fees were not booked when the collection method has no category for them', async () => {
    abrir(['mobilizacao.remessa.retorno', 'mobilizacao.remessa.aplicar'], { content: PREVIA }, { ...APLICADO, tarifas: { valor: 4.3, despesas: [], motivo: SEM_CATEGORIA } });
    await soltar();
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(`Tarifas de R$ 4,30 não lançadas: ${SEM_CATEGORIA}`)).toBeInTheDocument();
  });

  it('offers no Aplicar without its tag', async () => {
    abrir(['mobilizacao.remessa.retorno']);
    await soltar();
    expect(await screen.findByText('Banco 001, CNAB 240: 2 registro(s).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aplicar' })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a malformed file', async () => {
    const recusa = new Response(JSON.stringify({ message: 'Linha 4, posição 78: "12A4567890123" não é número' }), { status: 422, headers: { 'Content-Type': 'application/json' } });
    abrir(['mobilizacao.remessa.retorno', 'mobilizacao.remessa.aplicar'], recusa);
    await soltar();
    // On the page, where it stays, and once: the call silences the client's toast.
    expect(await screen.findByText('Linha 4, posição 78: "12A4567890123" não é número')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aplicar' })).not.toBeInTheDocument());
  });
});
