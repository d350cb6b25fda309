import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { ComunicadoRecebido } from '../../../shared/comunicados/comunicado.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useApi } from '../../api/useApi.ts';
import { ehChaveDosComunicados, registrarLeitura, urlDoRecebido } from './api.ts';

/** One announcement; opening it unread records the reading, then the list and the top bar's count are asked again. */
export function useComunicado(id: number) {
  const resposta = useApi<ComunicadoRecebido>(Number.isInteger(id) && id > 0 ? urlDoRecebido(id) : null);
  const { mutate } = useSWRConfig();
  const naoLido = resposta.data !== undefined && !resposta.data.lido;
  useEffect(() => {
    if (!naoLido) return;
    registrarLeitura(id).then(() => void mutate(ehChaveDosComunicados), ignoreShownError);
  }, [id, naoLido, mutate]);
  return resposta;
}
