import { useEffect } from 'react';
import { useToastController } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { ouvirMensagens } from '../../../realtime/mensagens.ts';
import { TOASTER_DA_COMUNICACAO } from '../../mensagens/barra/ToasterDaComunicacao.tsx';
import { ehChaveDosComunicados } from '../api.ts';
import { NovoComunicadoToast } from './NovoComunicadoToast.tsx';

/**
 * An announcement come into force for the user (NOVO_COMUNICADO on the live channel): its toast,
 * which stays until closed, and the count and list asked again.
 */
export function NovosComunicadosAoVivo() {
  const { dispatchToast } = useToastController(TOASTER_DA_COMUNICACAO);
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      ouvirMensagens((mensagem) => {
        if (mensagem.type !== 'NOVO_COMUNICADO') return;
        void mutate(ehChaveDosComunicados);
        dispatchToast(<NovoComunicadoToast comunicado={mensagem.content} />, { intent: 'info', timeout: -1, politeness: 'polite' });
      }),
    [dispatchToast, mutate],
  );
  return null;
}
