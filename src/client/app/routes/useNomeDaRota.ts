import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { ROTAS, type AbaDaTabela, type NomeDaRota, type RotaDaTabela } from './familias/index.ts';

const TODAS = ROTAS.flatMap((rota): readonly (RotaDaTabela | AbaDaTabela)[] => ('abas' in rota ? [rota, ...rota.abas] : [rota]));

/** The route table's name of a path, or null for a path the table does not hold (an engine screen). */
export function nomeDaRota(pathname: string): NomeDaRota | null {
  return TODAS.find((rota) => matchPath({ path: rota.path, end: true }, pathname) !== null)?.name ?? null;
}

/** The current route's name: screens that serve several routes read their mode from it. */
export function useNomeDaRota(): NomeDaRota | null {
  const { pathname } = useLocation();
  return useMemo(() => nomeDaRota(pathname), [pathname]);
}
