import { useEffect } from 'react';
import { useToastController } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { ouvirMensagens } from '../../../realtime/mensagens.ts';
import { TOASTER_DA_COMUNICACAO } from '../../mensagens/barra/ToasterDaComunicacao.tsx';
import { ehChaveDosAvisos } from '../api.ts';
import { NovoAvisoToast } from './NovoAvisoToast.tsx';

/**
 * A notice published to the user (NOVO_AVISO on the live channel): its toast, which stays until
 * closed (a notice is meant to be read), and the count and list asked again.
 */
export function NovosAvisosAoVivo() {
  const { dispatchToast } = useToastController(TOASTER_DA_COMUNICACAO);
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      ouvirMensagens((mensagem) => {
        if (mensagem.type !== 'NOVO_AVISO') return;
        void mutate(ehChaveDosAvisos);
        dispatchToast(<NovoAvisoToast aviso={mensagem.content} />, { intent: 'info', timeout: -1, politeness: 'polite' });
      }),
    [dispatchToast, mutate],
  );
  return null;
}
