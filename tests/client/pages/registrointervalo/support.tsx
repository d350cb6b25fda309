import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { HorarioDoIntervalo, Intervalo, ResumoDosIntervalos } from '../../../../src/shared/api/registrointervalo.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { IntervalosPage, RelatoriosPage } from '../../../../src/client/pages/registrointervalo/index.ts';

/** The module's pages at a path, with the app's providers (dialogs, toasts), without the shell's live channel. */
export function renderPagina(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/registrointervalo/intervalos', element: <IntervalosPage /> },
      { path: '/registrointervalo/relatorios', element: <RelatoriosPage /> },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: [path] },
  );
  const vista = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...vista, router };
}

export const ALMOCO = { id: 1, descricao: 'Almoço' };
export const CAFE = { id: 2, descricao: 'Café' };

export function horario(extra: Partial<HorarioDoIntervalo> = {}): HorarioDoIntervalo {
  return { id: 5, grupoId: 3, grupo: 'Equipe Sede', inicio: '00:00', fim: '23:59', duracaoMaximaMin: 15, aberto: true, tipos: [ALMOCO, CAFE], ...extra };
}

export function intervalo(extra: Partial<Intervalo> = {}): Intervalo {
  return {
    id: 70,
    estado: 'EM_ANDAMENTO',
    grupoIntervaloHorarioId: 5,
    grupo: 'Equipe Sede',
    tipo: CAFE,
    data: '2026-03-10',
    liberadoEm: '2026-03-10T13:00:00.000Z',
    iniciadoEm: '2026-03-10T13:00:00.000Z',
    encerradoEm: null,
    duracaoS: null,
    duracaoMaximaMin: 15,
    excedido: false,
    ...extra,
  };
}

export function resumo(intervalos: Intervalo[], totais: Partial<ResumoDosIntervalos['totais']> = {}): { content: ResumoDosIntervalos } {
  return {
    content: {
      resultList: intervalos,
      hasMore: false,
      page: 1,
      rpp: 10,
      count: intervalos.length,
      countExact: true,
      pageCount: 1,
      totais: { quantidade: intervalos.length, duracaoTotalS: 0, excedidos: 0, ...totais },
    },
  };
}
