import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { ConversaDeMensagens } from '../../../../shared/api/mensagens.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useApi } from '../../../api/useApi.ts';
import { ehChaveDasMensagens, marcarConversaLida, urlDaConversa, URL_NAO_LIDAS } from '../api.ts';

/** Messages per page of a conversation (newest first). */
export const RPP_DA_CONVERSA = 50;

/**
 * A page of the conversation. Whenever the newest page shows an unread message (on opening, or a
 * reply arriving live), the conversation is marked read and the unread count and lists follow.
 */
export function useConversa(conversaId: number, page: number) {
  const resposta = useApi<ConversaDeMensagens>(urlDaConversa(conversaId, page, RPP_DA_CONVERSA));
  const { mutate } = useSWRConfig();
  const marcando = useRef(false);
  const naoLidas = page === 1 ? (resposta.data?.mensagens.filter((m) => !m.lida).length ?? 0) : 0;

  useEffect(() => {
    if (naoLidas === 0 || marcando.current) return;
    marcando.current = true;
    marcarConversaLida(conversaId)
      .then(
        ({ quantidade }) => {
          void mutate(URL_NAO_LIDAS, { quantidade }, { revalidate: false });
          void mutate((chave) => ehChaveDasMensagens(chave) && chave !== URL_NAO_LIDAS);
        },
        ignoreShownError,
      )
      .finally(() => {
        marcando.current = false;
      });
  }, [conversaId, naoLidas, mutate]);

  return resposta;
}
