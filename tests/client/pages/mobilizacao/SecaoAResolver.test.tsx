import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { urlDaResolucao, urlDoDescarte, type PendenciaDaConcessionaria } from '../../../../src/shared/api/concessionarias.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { SecaoAResolver } from '../../../../src/client/pages/mobilizacao/concessionaria/SecaoAResolver.tsx';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';

// A utility page's "A resolver": an ambiguous bill is applied to the donor chosen among those who
// consented to it; a bill is discarded only with a reason; without the tag, nothing to resolve with.

const AMBIGUA: PendenciaDaConcessionaria = {
  id: 41,
  retornoId: 7,
  nomeArquivo: 'luz-001.ret',
  linha: 5,
  instalacao: '42001085',
  dataPagamento: '2026-11-21',
  valorBruto: 25,
  valorLiquido: 24.07,
  resultado: 'ambiguo',
  doadores: [
    { id: 3, nome: 'Ana Ferreira' },
    { id: 9, nome: 'Maria Silva' },
  ],
};

const SEM_CONSENTIMENTO: PendenciaDaConcessionaria = { ...AMBIGUA, id: 42, linha: 4, instalacao: '9990001', resultado: 'sem_consentimento', doadores: [] };

function abrir(podeResolver: boolean, pendencia = AMBIGUA) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/telas': { content: [] },
    [`POST ${urlDaResolucao(AMBIGUA.id)}`]: { content: { doacao: 88 }, message: 'Registro resolvido: doação nº 88 recebida.' },
    [`POST ${urlDoDescarte(AMBIGUA.id)}`]: { content: null, message: 'Registro descartado: nada foi lançado.' },
  });
  const onResolvido = vi.fn();
  const secao = <SecaoAResolver formaCobrancaId={2} pendencias={[pendencia]} podeResolver={podeResolver} onResolvido={onResolvido} />;
  const router = createMemoryRouter([{ path: '/', element: secao }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { stub, onResolvido };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('A resolver', { timeout: 20_000 }, () => {
  it('applies an ambiguous bill to the donor chosen among those who consented', async () => {
    const { stub, onResolvido } = abrir(true);
    const item = await screen.findByRole('listitem', { name: 'Instalação 42001085' });
    await waitFor(() => expect(within(item).getByText('Ambíguo')).toBeInTheDocument());
    await userEvent.click(within(item).getByRole('button', { name: 'Resolver' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('radio', { name: 'Maria Silva' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Lançar a doação' }));
    await waitFor(() => expect(onResolvido).toHaveBeenCalledTimes(1));
    expect(stub.callsTo('POST', urlDaResolucao(AMBIGUA.id)).map((c) => c.body)).toEqual([{ pessoa: 9 }]);
  });

  it('asks, for a bill nobody consented to, the donor and the consent’s date and evidence, with the consent form a link away', async () => {
    const { stub } = abrir(true, SEM_CONSENTIMENTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Resolver' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Lançar a doação' }));
    expect(await within(dialogo).findByText('Escolha o doador.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialogo).getByText('Informe a data do consentimento.')).toBeInTheDocument());
    await waitFor(() => expect(within(dialogo).getByText('Informe a evidência do consentimento: como o doador consentiu.')).toBeInTheDocument());
    expect(stub.callsTo('POST', urlDaResolucao(SEM_CONSENTIMENTO.id))).toHaveLength(0);
    await waitFor(() => expect(within(dialogo).getByRole('link', { name: 'Abrir o formulário de consentimento' })).toHaveAttribute(
      'href',
      '/mobilizacao/concessionarias/consentimentos/novo?formaCobranca=2&instalacao=9990001',
    ));
  });

  it('asks for the reason before discarding, then discards', async () => {
    const { stub, onResolvido } = abrir(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Descartar' }));
    expect(await within(dialogo).findByText('Informe o motivo do descarte.')).toBeInTheDocument();
    expect(stub.callsTo('POST', urlDoDescarte(AMBIGUA.id))).toHaveLength(0);
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Não é nosso doador.');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(onResolvido).toHaveBeenCalledTimes(1));
    expect(stub.callsTo('POST', urlDoDescarte(AMBIGUA.id)).map((c) => c.body)).toEqual([{ motivo: 'Não é nosso doador.' }]);
  });

  it('lists the bill without Resolver or Descartar for who may not resolve', async () => {
    abrir(false);
    expect(await screen.findByRole('listitem', { name: 'Instalação 42001085' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument());
  });
});
