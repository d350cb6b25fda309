import type { ContagemDeComunicados } from '../../../../shared/comunicados/comunicado.ts';
import { useApi } from '../../../api/useApi.ts';
import { URL_COMUNICADOS_PENDENTES } from '../api.ts';

// The live channel revalidates it when an announcement arrives; the interval covers a lost
// connection and announcements that expire.
const RELEITURA_MS = 120_000;

export function useComunicadosPendentes(): ContagemDeComunicados {
  const { data } = useApi<ContagemDeComunicados>(URL_COMUNICADOS_PENDENTES, { refreshInterval: RELEITURA_MS });
  return data ?? { naoLidos: 0, aConfirmar: 0 };
}
