import { useMemo, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROTA_INICIAL } from '../../app/routes/familias/index.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PrimeiraAbaPermitida } from '../../components/tabs/PrimeiraAbaPermitida.tsx';
import { SecaoComAbas } from '../../components/tabs/SecaoComAbas.tsx';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { TelaDoCatalogo } from '../dados/contrato.ts';
import { useTelasDoCatalogo } from '../dados/useTelasDoCatalogo.ts';
import { rotasDaTela, secoesDasTelas, type AbaDoShell } from './catalogo.ts';
import { PaginaDaTela } from './PaginaDaTela.tsx';

// Relative to the splat route this renders under, whose base is the root.
const relativo = (path: string) => path.replace(/^\//, '');

/**
 * A hand-written page of the shell ranked with the screens (the router matches them as one set, a
 * literal segment beating a parameter): by itself, or as a tab of the section of screens its path's
 * parent names (`emSecao`).
 */
export interface PaginaDoShell extends AbaDoShell {
  emSecao: boolean;
  elemento: ReactNode;
}

function objetosDeRota(telas: readonly TelaDoCatalogo[], doShell: readonly PaginaDoShell[], traduzir: (texto: string) => string): RouteObject[] {
  const secoes = secoesDasTelas(telas, doShell.filter((pagina) => pagina.emSecao));
  const emSecao = new Set(secoes.flatMap((secao) => secao.abas.map((aba) => aba.name)));
  const porNome = new Map(telas.map((tela) => [tela.name, tela]));
  const paginaDoShell = new Map(doShell.map((pagina) => [pagina.name, pagina]));
  // A screen's own route (its list, or its settings form) in a section is the section's tab.
  const rotas = telas.flatMap(rotasDaTela).filter((rota) => rota.name !== rota.tela.name || !emSecao.has(rota.name));
  return [
    // First: a screen's route of the same shape (/projetos/:id) leaves the path to the shell's page, as it always did.
    ...doShell.filter((pagina) => !emSecao.has(pagina.name)).map((pagina) => ({ path: relativo(pagina.path), element: pagina.elemento })),
    ...rotas.map((rota) => ({ path: relativo(rota.path), element: <PaginaDaTela rota={rota} /> })),
    ...secoes.map((secao) => ({
      path: relativo(secao.path),
      // The tabs are the screens, named by their descriptors' titles, and the shell's pages that join them.
      element: <SecaoComAbas titulo={secao.titulo} abas={secao.abas.map((aba) => ({ ...aba, titulo: traduzir(aba.titulo) }))} />,
      children: [
        { index: true, element: <PrimeiraAbaPermitida abas={secao.abas} /> },
        ...secao.abas.flatMap((aba) => {
          const path = aba.path.slice(secao.path.length + 1);
          const doShellNaAba = paginaDoShell.get(aba.name);
          if (doShellNaAba !== undefined) return [{ path, element: doShellNaAba.elemento }];
          const tela = porNome.get(aba.name);
          const [propria] = tela === undefined ? [] : rotasDaTela(tela);
          return propria ? [{ path, element: <PaginaDaTela rota={propria} emAba /> }] : [];
        }),
      ],
    })),
    { path: '*', element: <Navigate to={pathFor(ROTA_INICIAL)} replace /> },
  ];
}

const SEM_TELAS: readonly TelaDoCatalogo[] = [];

/**
 * The screens of the engine, matched against the catalogue with the shell's pages given
 * (`doShell`): lists, forms and section roots whose screens (and pages) are tabs; a screen the user
 * may not open shows the permission message. A path that is none of them leads to the start page.
 * Without the catalogue, the shell's pages still open, each by itself.
 */
export function RotasDasTelas({ doShell = [] }: { doShell?: readonly PaginaDoShell[] }) {
  const { data: telas, error } = useTelasDoCatalogo();
  const catalogo = telas ?? (error ? SEM_TELAS : null);
  // Built again in another language: the sections' and tabs' titles follow it.
  const traduzir = useTraduzir();
  const rotas = useMemo(() => objetosDeRota(catalogo ?? SEM_TELAS, doShell, traduzir), [catalogo, doShell, traduzir]);
  const elemento = useRoutes(rotas);
  if (catalogo === null) return <Carregando />;
  return elemento;
}
