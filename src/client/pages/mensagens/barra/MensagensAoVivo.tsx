import { useEffect } from 'react';
import { useToastController } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { ouvirMensagens } from '../../../realtime/mensagens.ts';
import { ehChaveDasMensagens } from '../api.ts';
import { NovaMensagemToast } from './NovaMensagemToast.tsx';
import { TOASTER_DA_COMUNICACAO, ToasterDaComunicacao } from './ToasterDaComunicacao.tsx';

/** How long the toast of a new message stays (it pauses while hovered). */
export const DURACAO_DO_TOAST_MS = 10_000;

/**
 * A message arriving on the live channel (NOVA_MENSAGEM): its toast, and every read of the module
 * (the unread count, the lists, an open conversation) asked again.
 */
export function MensagensAoVivo() {
  const { dispatchToast } = useToastController(TOASTER_DA_COMUNICACAO);
  const { mutate } = useSWRConfig();

  useEffect(
    () =>
      ouvirMensagens((mensagem) => {
        if (mensagem.type !== 'NOVA_MENSAGEM') return;
        void mutate(ehChaveDasMensagens);
        dispatchToast(<NovaMensagemToast mensagem={mensagem.content} />, { intent: 'info', timeout: DURACAO_DO_TOAST_MS, politeness: 'polite' });
      }),
    [dispatchToast, mutate],
  );

  return <ToasterDaComunicacao />;
}
