import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { GeracaoDeTitulosPage } from '../../../../src/client/pages/financeiro/geracaotitulos/index.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';

const TAREFA = { id: 31, tipo: 'financeiro.geracaotitulos', titulo: 'Geração de títulos', estado: 'fila', progresso: 0 };
const URL = '/api/financeiro/geracaotitulos';

function abrir(gerar: unknown = json({ content: TAREFA, message: 'Geração de títulos iniciada. Você será avisado quando terminar.' })) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: ['financeiro.geracaotitulos.gerar'] },
    'GET /api/telas': { content: [] },
    'GET /api/tarefas': { content: { resultList: [], hasMore: false, page: 1, rpp: 20, count: 0, pageCount: 0 } },
    [`POST ${URL}`]: () => gerar,
  });
  const router = createMemoryRouter([{ path: '/financeiro/geracaotitulos', element: <GeracaoDeTitulosPage /> }], { initialEntries: ['/financeiro/geracaotitulos'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

const mes = (rotulo: string) => screen.getByLabelText(new RegExp(`^${rotulo}`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T13:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the generation of títulos', { timeout: 20_000 }, () => {
  it('asks for this month, both kinds, and starts the job', async () => {
    const stub = abrir();
    await screen.findByRole('heading', { level: 1, name: 'Geração de títulos' });
    await waitFor(() => expect(mes('Mês inicial')).toHaveValue('2026-03'));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar títulos' }));
    await waitFor(() => expect(stub.callsTo('POST', URL)).toHaveLength(1));
    expect(stub.callsTo('POST', URL)[0]?.body).toEqual({ mesInicial: '2026-03', mesFinal: '2026-03', tipos: ['RECEITA', 'DESPESA'] });
    expect(await screen.findByText('Geração de títulos iniciada. Você será avisado quando terminar.')).toBeInTheDocument();
  });

  it('refuses a last month before the first, and no kind, without asking the server', async () => {
    const stub = abrir();
    await screen.findByRole('heading', { level: 1, name: 'Geração de títulos' });
    fireEvent.change(mes('Mês final'), { target: { value: '2026-01' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Receitas' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Despesas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar títulos' }));
    expect(await screen.findByText('O mês final deve ser igual ou posterior ao inicial.')).toBeInTheDocument();
    expect(await screen.findByText('Escolha receitas, despesas ou ambas.')).toBeInTheDocument();
    expect(stub.callsTo('POST', URL)).toHaveLength(0);
  });

  it("shows the server's field errors", async () => {
    abrir(json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'mesFinal', message: 'Gere no máximo 12 meses de uma vez.' }] }, 422));
    await screen.findByRole('heading', { level: 1, name: 'Geração de títulos' });
    await userEvent.click(screen.getByRole('button', { name: 'Gerar títulos' }));
    expect(await screen.findByText('Gere no máximo 12 meses de uma vez.')).toBeInTheDocument();
  });
});
