import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROTA_INICIAL } from '../../app/routes/familias/index.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PrimeiraAbaPermitida } from '../../components/tabs/PrimeiraAbaPermitida.tsx';
import { SecaoComAbas } from '../../components/tabs/SecaoComAbas.tsx';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { TelaDoCatalogo } from '../dados/contrato.ts';
import { useTelasDoCatalogo } from '../dados/useTelasDoCatalogo.ts';
import { rotasDaTela, secoesDasTelas } from './catalogo.ts';
import { PaginaDaTela } from './PaginaDaTela.tsx';

// Relative to the splat route this renders under, whose base is the root.
const relativo = (path: string) => path.replace(/^\//, '');

function objetosDeRota(telas: readonly TelaDoCatalogo[], traduzir: (texto: string) => string): RouteObject[] {
  const secoes = secoesDasTelas(telas);
  const emSecao = new Set(secoes.flatMap((secao) => secao.abas.map((aba) => aba.name)));
  const porNome = new Map(telas.map((tela) => [tela.name, tela]));
  // A screen's own route (its list, or its settings form) in a section is the section's tab.
  const rotas = telas.flatMap(rotasDaTela).filter((rota) => rota.name !== rota.tela.name || !emSecao.has(rota.name));
  return [
    ...rotas.map((rota) => ({ path: relativo(rota.path), element: <PaginaDaTela rota={rota} /> })),
    ...secoes.map((secao) => ({
      path: relativo(secao.path),
      // The tabs are the screens, named by their descriptors' titles.
      element: <SecaoComAbas titulo={secao.titulo} abas={secao.abas.map((aba) => ({ ...aba, titulo: traduzir(aba.titulo) }))} />,
      children: [
        { index: true, element: <PrimeiraAbaPermitida abas={secao.abas} /> },
        ...secao.abas.flatMap((aba) => {
          const tela = porNome.get(aba.name);
          if (tela === undefined) return [];
          const [propria] = rotasDaTela(tela);
          return propria ? [{ path: aba.path.slice(secao.path.length + 1), element: <PaginaDaTela rota={propria} emAba /> }] : [];
        }),
      ],
    })),
    { path: '*', element: <Navigate to={pathFor(ROTA_INICIAL)} replace /> },
  ];
}

/**
 * The screens of the engine, matched against the catalogue: lists, forms and section roots whose
 * screens are tabs; a screen the user may not open shows the permission message. A path that is
 * none of them leads to the start page.
 */
export function RotasDasTelas() {
  const { data: telas, error } = useTelasDoCatalogo();
  // Built again in another language: the sections' and tabs' titles follow it.
  const traduzir = useTraduzir();
  const rotas = useMemo(() => objetosDeRota(telas ?? [], traduzir), [telas, traduzir]);
  const elemento = useRoutes(rotas);
  if (error) return <Navigate to={pathFor(ROTA_INICIAL)} replace />;
  if (!telas) return <Carregando />;
  return elemento;
}
