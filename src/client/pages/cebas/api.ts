import { URL_SIMULACOES_DO_CEBAS, type EstatisticasDoCebas, type SimulacaoSalva } from '../../../shared/api/cebas.ts';
import type { TipoDeCalculadora } from '../../../shared/cebas/calculadoras.ts';
import { get, post } from '../../api/http.ts';

// The calculators' calls (shared/api/cebas.ts); failures are shown by the client.

export const lerEstatisticas = async (tipo: TipoDeCalculadora): Promise<EstatisticasDoCebas> =>
  (await get<EstatisticasDoCebas>(`${URL_SIMULACOES_DO_CEBAS}?tipo=${tipo}`)).content;

export const salvarSimulacao = async (corpo: Readonly<Record<string, unknown>>): Promise<SimulacaoSalva> => (await post<SimulacaoSalva>(URL_SIMULACOES_DO_CEBAS, corpo)).content;
