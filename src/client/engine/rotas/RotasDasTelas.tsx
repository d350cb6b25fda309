import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { pathFor } from '../../app/routes/pathFor.ts';
import { ROTA_INICIAL } from '../../app/routes/table.ts';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PrimeiraAbaPermitida } from '../../components/tabs/PrimeiraAbaPermitida.tsx';
import { SecaoComAbas } from '../../components/tabs/SecaoComAbas.tsx';
import type { TelaDoCatalogo } from '../dados/contrato.ts';
import { useTelasDoCatalogo } from '../dados/useTelasDoCatalogo.ts';
import { rotasDaTela, secoesDasTelas } from './catalogo.ts';
import { PaginaDaTela } from './PaginaDaTela.tsx';

// Relative to the splat route this renders under, whose base is the root.
const relativo = (path: string) => path.replace(/^\//, '');

function objetosDeRota(telas: readonly TelaDoCatalogo[]): RouteObject[] {
  const secoes = secoesDasTelas(telas);
  const emSecao = new Set(secoes.flatMap((secao) => secao.abas.map((aba) => aba.name)));
  const porNome = new Map(telas.map((tela) => [tela.name, tela]));
  const rotas = telas.flatMap(rotasDaTela).filter((rota) => rota.modo !== 'lista' || !emSecao.has(rota.name));
  return [
    ...rotas.map((rota) => ({ path: relativo(rota.path), element: <PaginaDaTela rota={rota} /> })),
    ...secoes.map((secao) => ({
      path: relativo(secao.path),
      element: <SecaoComAbas titulo={secao.titulo} abas={secao.abas} />,
      children: [
        { index: true, element: <PrimeiraAbaPermitida abas={secao.abas} /> },
        ...secao.abas.flatMap((aba) => {
          const tela = porNome.get(aba.name);
          if (tela === undefined) return [];
          const [lista] = rotasDaTela(tela);
          return lista ? [{ path: aba.path.slice(secao.path.length + 1), element: <PaginaDaTela rota={lista} emAba /> }] : [];
        }),
      ],
    })),
    { path: '*', element: <Navigate to={pathFor(ROTA_INICIAL)} replace /> },
  ];
}

/**
 * The screens of the engine, matched against the catalogue the user may see: lists, forms and
 * section roots whose screens are tabs. A path that is none of them leads to the start page.
 */
export function RotasDasTelas() {
  const { data: telas, error } = useTelasDoCatalogo();
  const rotas = useMemo(() => objetosDeRota(telas ?? []), [telas]);
  const elemento = useRoutes(rotas);
  if (error) return <Navigate to={pathFor(ROTA_INICIAL)} replace />;
  if (!telas) return <Carregando />;
  return elemento;
}
