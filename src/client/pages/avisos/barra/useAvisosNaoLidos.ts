import type { ContagemDeAvisos } from '../../../../shared/api/avisos.ts';
import { useApi } from '../../../api/useApi.ts';
import { URL_AVISOS_NAO_LIDOS } from '../api.ts';

// The live channel revalidates it when a notice is published; the interval covers a lost
// connection and notices that expire.
const RELEITURA_MS = 120_000;

export function useAvisosNaoLidos(): number {
  const { data } = useApi<ContagemDeAvisos>(URL_AVISOS_NAO_LIDOS, { refreshInterval: RELEITURA_MS });
  return data?.quantidade ?? 0;
}
