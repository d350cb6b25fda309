import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { AvisosAoVivo } from '../../../src/client/jobs/AvisosAoVivo.tsx';
import { emitirMensagem } from '../../../src/client/realtime/mensagens.ts';
import type { Aviso } from '../../../src/shared/realtime/protocolo.ts';
import { logIn } from '../support/fixtures.ts';
import { stubFetch } from '../support/fetchStub.ts';

const REGISTRAR = '/api/registrointervalo/registrointervalo';

const AVISO: Aviso = {
  tipo: 'INTERVALO',
  title: 'Intervalo liberado',
  msg: 'O intervalo do grupo Equipe Sede está liberado até 12:30.',
  intervalo: { id: 5 },
};

function renderAvisos(tags: string[]) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: tags },
    [`POST ${REGISTRAR}`]: { content: { id: 70, estado: 'LIBERADO' } },
  });
  const router = createMemoryRouter(
    [
      { path: '/gestaopessoas/lista', element: <AvisosAoVivo /> },
      { path: '/registrointervalo/intervalos', element: <p>Página de intervalos</p> },
    ],
    { initialEntries: ['/gestaopessoas/lista'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...stub, router };
}

// The permission tags arrive before the notice does (the shell loaded them long before).
async function esperarPermissoes(callsTo: ReturnType<typeof stubFetch>['callsTo']) {
  await waitFor(() => expect(callsTo('GET', '/api/context/usuarios/permissoes')).toHaveLength(1));
  await act(() => new Promise((fim) => setTimeout(fim, 0)));
}

const avisar = (aviso: Aviso) => act(() => emitirMensagem({ type: 'AVISO', content: aviso }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notice of an open interval (spec section 4)', { timeout: 15_000 }, () => {
  it('registers the interval at once and offers Iniciar, which leads to the interval page offering it', async () => {
    const { callsTo, router } = renderAvisos(['registrointervalo.intervalo.registrar']);
    await esperarPermissoes(callsTo);
    await avisar(AVISO);

    const toast = (await screen.findByText('Intervalo liberado')).closest('[data-intent]') as HTMLElement;
    await waitFor(() => expect(within(toast).getByText('O intervalo do grupo Equipe Sede está liberado até 12:30.')).toBeInTheDocument());
    await waitFor(() => expect(callsTo('POST', REGISTRAR)).toHaveLength(1));
    expect(callsTo('POST', REGISTRAR)[0]?.url).toBe(`${REGISTRAR}?grupoIntervaloHorarioId=5`);
    // It stays until closed: no timer runs on it.
    expect(toast.closest('[role="listitem"]')?.querySelector('[data-timer-status]')).toBeNull();

    await userEvent.click(within(toast).getByRole('button', { name: 'Iniciar' }));
    expect(router.state.location.pathname).toBe('/registrointervalo/intervalos');
    expect(router.state.location.search).toBe('?horario=5');
    expect(await screen.findByText('Página de intervalos')).toBeInTheDocument();
  });

  it('is closed by its close button', async () => {
    const { callsTo } = renderAvisos(['registrointervalo.intervalo.registrar']);
    await esperarPermissoes(callsTo);
    await avisar(AVISO);
    await screen.findByText('Intervalo liberado');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(screen.queryByText('Intervalo liberado')).not.toBeInTheDocument());
  });

  it('is only shown to a user who may not register intervals', async () => {
    const { callsTo } = renderAvisos([]);
    await esperarPermissoes(callsTo);
    await avisar(AVISO);
    await screen.findByText('Intervalo liberado');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Iniciar' })).not.toBeInTheDocument());
    expect(callsTo('POST', REGISTRAR)).toHaveLength(0);
  });
});
