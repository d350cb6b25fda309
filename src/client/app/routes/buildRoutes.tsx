import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../RouteError.tsx';
import { PrimeiraAbaAdiada, SecaoComAbasAdiada, ShellAdiado } from '../lazy/areaDaSessaoAdiada.ts';
import { lazyPage } from '../lazy/lazyPage.tsx';
import { ExigeSessao, SomenteVisitante } from './guards.tsx';
import { PaginaDaRota } from './PaginaDaRota.tsx';
import { pathFor } from './pathFor.ts';
import { FAMILIAS, ROTA_INICIAL } from './table.ts';
import type { Acesso, Rota } from './types.ts';

function toRouteObject(rota: Rota): RouteObject {
  if ('abas' in rota) {
    return {
      path: rota.path,
      element: <SecaoComAbasAdiada titulo={rota.titulo} abas={rota.abas} />,
      children: [
        { index: true, element: <PrimeiraAbaAdiada abas={rota.abas} /> },
        ...rota.abas.map((aba) => ({ path: aba.path, element: <PaginaDaRota rota={aba} /> })),
      ],
    };
  }
  return { path: rota.path, element: <PaginaDaRota rota={rota} /> };
}

// Screens served by the screen engine: matched at run time against the catalogue (GET /api/telas).
const TelasDoMotor = lazyPage(() => import('../../engine/index.ts').then((m) => m.RotasDasTelas));

/**
 * The router's tree, built from the route table (section 2's rules). Any other path goes,
 * with a session, to the engine's screens, which send a path they do not know to the start.
 */
export function buildRoutes(): RouteObject[] {
  const rotas = FAMILIAS.flatMap((familia) => familia.rotas);
  const com = (acesso: Acesso) => rotas.filter((rota) => rota.acesso === acesso).map(toRouteObject);
  const inicio = <Navigate to={pathFor(ROTA_INICIAL)} replace />;

  return [
    {
      errorElement: <RouteError />,
      children: [
        { path: '/', element: inicio },
        { element: <SomenteVisitante />, children: com('visitante') },
        ...com('publico'),
        {
          element: <ExigeSessao />,
          children: [
            ...com('sessao'),
            { element: <ShellAdiado />, children: [...com('aplicacao'), { path: '*', element: <TelasDoMotor /> }] },
          ],
        },
      ],
    },
  ];
}
