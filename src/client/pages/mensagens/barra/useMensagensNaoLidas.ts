import type { ContagemDeNaoLidas } from '../../../../shared/api/mensagens.ts';
import { useApi } from '../../../api/useApi.ts';
import { URL_NAO_LIDAS } from '../api.ts';

// The live channel revalidates it when a message arrives; the interval covers a lost connection.
const RELEITURA_MS = 120_000;

/** How many received messages the user has not read. */
export function useMensagensNaoLidas(): number {
  const { data } = useApi<ContagemDeNaoLidas>(URL_NAO_LIDAS, { refreshInterval: RELEITURA_MS });
  return data?.quantidade ?? 0;
}
