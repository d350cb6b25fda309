import { Navigate, type RouteObject } from 'react-router-dom';
import type { PaginaDoShell } from '../../engine/index.ts';
import { RouteError } from '../RouteError.tsx';
import { NavegacaoDaFamiliaAdiada, PrimeiraAbaAdiada, SecaoComAbasAdiada, ShellAdiado } from '../lazy/areaDaSessaoAdiada.ts';
import { lazyPage } from '../lazy/lazyPage.tsx';
import { abaDoShell, entreAsTelas, naSecao } from './entreAsTelas.ts';
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
const TelasDoMotor = lazyPage<{ doShell: readonly PaginaDoShell[] }>(() => import('../../engine/index.ts').then((m) => m.RotasDasTelas));

/** The shell's pages the engine's router matches with its screens (see entreAsTelas): built once, the same elements on every render. */
const DO_SHELL: readonly PaginaDoShell[] = ROTAS.flatMap((rota) =>
  'abas' in rota || !entreAsTelas(rota) ? [] : [{ ...abaDoShell(rota), emSecao: naSecao(rota), elemento: <PaginaDaRota rota={rota} page={PAGINAS[rota.name]} /> }],
);

/**
 * The router's tree, built from the families' route files (section 2's rules) and their pages;
 * in the shell, each under its family's navigation. Any other path goes, with a session, to the
 * engine's screens, matched with the shell's pages that have a parameter or join a section of
 * screens (a literal segment wins), which send a path they do not know to the start.
 */
export function buildRoutes(): RouteObject[] {
  const com = (acesso: Acesso) => ROTAS.filter((rota) => rota.acesso === acesso && ('abas' in rota || !entreAsTelas(rota))).map(toRouteObject);
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
              children: [{ element: <NavegacaoDaFamiliaAdiada />, children: [...com('aplicacao'), { path: '*', element: <TelasDoMotor doShell={DO_SHELL} /> }] }],
            },
          ],
        },
      ],
    },
  ];
}
