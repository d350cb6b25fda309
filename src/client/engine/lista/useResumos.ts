import type { FiltroResolvido, ResumoResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { useApi } from '../../api/useApi.ts';
import type { BuscaDaLista } from './busca.ts';
import { urlDosResumos } from './consulta.ts';
import type { ValoresDosResumos } from './resumos.ts';

/**
 * The figures of what the list's search and filter select (GET {recurso}/resumos), read again
 * with the list after a write; none asked when the descriptor declares no resumos.
 */
export function useResumos(recurso: string, resumos: readonly ResumoResolvido[], busca: BuscaDaLista, filtro: FiltroResolvido | null): ValoresDosResumos | null {
  const url = resumos.length === 0 ? null : urlDosResumos(recurso, busca, filtro);
  const { data } = useApi<ValoresDosResumos>(url, { keepPreviousData: true });
  return data ?? null;
}
