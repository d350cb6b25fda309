import useSWR from 'swr';
import type { ApiError } from '../../api/ApiError.ts';
import { fetchContent } from '../../api/useApi.ts';
import { TELAS_URL, type TelaDoCatalogo } from './contrato.ts';

/** The screens of the engine's catalogue (GET /api/telas). */
export function useTelasDoCatalogo() {
  return useSWR<TelaDoCatalogo[], ApiError>(TELAS_URL, fetchContent, { revalidateOnFocus: false });
}
