import type { SWRConfiguration } from 'swr';
import {
  PADROES_DOS_PARAMETROS,
  URL_PARAMETROS_DA_SESSAO,
  URL_PARAMETROS_PUBLICOS,
  type ParametrosDaSessao,
  type ParametrosPublicos,
  type PoliticaDeSenha,
} from '../../shared/api/parametros.ts';
import { POLITICA_DE_SENHA_PADRAO } from '../../shared/senha.ts';
import { useApi } from './useApi.ts';

// The institution's parameters that screens read (configuracoes/parametro saves them). While
// they load, or should the call fail, the defaults stand in: no screen waits on them.

const POUCAS_VEZES: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/** No session needed: the login and new-password pages read it. */
export function useParametrosPublicos() {
  return useApi<ParametrosPublicos>(URL_PARAMETROS_PUBLICOS, POUCAS_VEZES);
}

export function usePoliticaDeSenha(): PoliticaDeSenha {
  return useParametrosPublicos().data?.politicaDeSenha ?? POLITICA_DE_SENHA_PADRAO;
}

export const PARAMETROS_DA_SESSAO_PADRAO: ParametrosDaSessao = {
  urlDosTiles: PADROES_DOS_PARAMETROS.urlDosTiles,
  tamanhoDePagina: PADROES_DOS_PARAMETROS.tamanhoDePagina,
  fusoHorario: PADROES_DOS_PARAMETROS.fusoHorario,
};

/** Needs a session: the map's tiles, the page size, the time zone. */
export function useParametrosDaSessao(): ParametrosDaSessao {
  return useApi<ParametrosDaSessao>(URL_PARAMETROS_DA_SESSAO, POUCAS_VEZES).data ?? PARAMETROS_DA_SESSAO_PADRAO;
}
