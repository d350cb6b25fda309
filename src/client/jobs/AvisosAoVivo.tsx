import { useEffect } from 'react';
import { Toaster, useId, useToastController } from '@fluentui/react-components';
import { ouvirMensagens } from '../realtime/mensagens.ts';
import { AvisoToast } from './AvisoToast.tsx';
import { duracaoDoAviso, intencaoDoAviso } from './avisos.ts';

/** Shows the notices (AVISO) of the live channel, each for as long as section 9 says. */
export function AvisosAoVivo() {
  const toasterId = useId('avisos-ao-vivo');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      ouvirMensagens((mensagem) => {
        if (mensagem.type !== 'AVISO') return;
        const aviso = mensagem.content;
        const intent = intencaoDoAviso(aviso);
        dispatchToast(<AvisoToast aviso={aviso} />, {
          intent,
          timeout: duracaoDoAviso(aviso),
          politeness: intent === 'error' ? 'assertive' : 'polite',
        });
      }),
    [dispatchToast],
  );

  // Below, so these notices do not cover the request feedback toasts (top) of the HTTP client.
  return <Toaster toasterId={toasterId} position="bottom-end" pauseOnHover pauseOnWindowBlur limit={5} />;
}
