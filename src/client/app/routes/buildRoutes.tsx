import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../RouteError.tsx';
import { NavegacaoDaFamiliaAdiada, PrimeiraAbaAdiada, SecaoComAbasAdiada, ShellAdiado } from '../lazy/areaDaSessaoAdiada.ts';
import { lazyPage } from '../lazy/lazyPage.tsx';
import { ROTAS, ROTA_INICIAL, type RotaDaTabela } from './familias/index.ts';
import { ExigeSessao, SomenteVisitante } from './guards.tsx';
import { MarcaDaRota } from './MarcaDaRota.tsx';
import { PaginaDaRota } from './PaginaDaRota.tsx';
import { PAGINAS } from './paginas.ts';
import { pathFor } from './pathFor.ts';
import type { Acesso } from './tipos.ts';

function toRouteObject(rota: RotaDaTabela): RouteObject {
  if ('abas' in rota) {
    return {
      path: rota.path,
      element: <SecaoComAbasAdiada titulo={rota.titulo} abas={rota.abas} />,
      children: [
        { index: true, element: <PrimeiraAbaAdiada abas={rota.abas} /> },
        ...rota.abas.map((aba) => ({ path: aba.path, element: <PaginaDaRota rota={aba} page={PAGINAS[aba.name]} /> })),
      ],
    };
  }
  return { path: rota.path, element: <PaginaDaRota rota={rota} page={PAGINAS[rota.name]} /> };
}

// Screens served by the screen engine: matched at run time against the catalogue (GET /api/telas).
const TelasDoMotor = lazyPage(() => import('../../engine/index.ts').then((m) => m.RotasDasTelas));

/**
 * The router's tree, built from the families' route files (section 2's rules) and their pages;
 * in the shell, each under its family's navigation. Any other path goes, with a session, to the
 * engine's screens, which send a path they do not know to the start.
 */
export function buildRoutes(): RouteObject[] {
  const com = (acesso: Acesso) => ROTAS.filter((rota) => rota.acesso === acesso).map(toRouteObject);
  const inicio = <Navigate to={pathFor(ROTA_INICIAL)} replace />;

  return [
    {
      element: <MarcaDaRota />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: inicio },
        { element: <SomenteVisitante />, children: com('visitante') },
        ...com('publico'),
        {
          element: <ExigeSessao />,
          children: [
            ...com('sessao'),
            {
              element: <ShellAdiado />,
              children: [{ element: <NavegacaoDaFamiliaAdiada />, children: [...com('aplicacao'), { path: '*', element: <TelasDoMotor /> }] }],
            },
          ],
        },
      ],
    },
  ];
}
