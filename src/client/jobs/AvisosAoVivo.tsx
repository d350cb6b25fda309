import { useEffect, useRef } from 'react';
import { Toaster, useId, useToastController } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import type { Aviso } from '../../shared/realtime/protocolo.ts';
import { usePermissao } from '../components/permissions/usePermissao.ts';
import { revalidarRecurso } from '../engine/dados/revalidacao.ts';
import { ehChaveDoModulo, registrarIntervalo } from '../pages/registrointervalo/api.ts';
import { TAG_REGISTRAR } from '../pages/registrointervalo/tags.ts';
import { ouvirMensagens } from '../realtime/mensagens.ts';
import { AvisoDeIntervaloToast } from './AvisoDeIntervaloToast.tsx';
import { AvisoToast } from './AvisoToast.tsx';
import { duracaoDoAviso, intencaoDoAviso } from './avisos.ts';

/**
 * Shows the notices (AVISO) of the live channel, each for as long as section 9 says. A notice of
 * an open break window is registered at once (spec section 4's flow), then offers Iniciar. A
 * finished job's notice that names the resources it changed has them read again.
 */
export function AvisosAoVivo() {
  const toasterId = useId('avisos-ao-vivo');
  const { dispatchToast } = useToastController(toasterId);
  const { cache, mutate } = useSWRConfig();
  const { pode } = usePermissao();
  // Read when a notice arrives, without subscribing again whenever the tags load.
  const podeRegistrar = useRef(false);
  useEffect(() => {
    podeRegistrar.current = pode([TAG_REGISTRAR]);
  }, [pode]);

  useEffect(
    () =>
      ouvirMensagens((mensagem) => {
        if (mensagem.type !== 'AVISO') return;
        const aviso: Aviso = mensagem.content;
        // A finished job's lists on screen (the charges it sent) show what it did.
        for (const recurso of aviso.recursos ?? []) void revalidarRecurso(cache, mutate, recurso);
        const intent = intencaoDoAviso(aviso);
        const opcoes = { intent, timeout: duracaoDoAviso(aviso), politeness: intent === 'error' ? 'assertive' : 'polite' } as const;
        const horarioId = aviso.intervalo?.id;
        if (horarioId === undefined || !podeRegistrar.current) {
          dispatchToast(<AvisoToast aviso={aviso} />, opcoes);
          return;
        }
        // An interval page on screen shows the new interval; a failed registration was shown by the
        // HTTP client, and Iniciar registers again on the interval page.
        registrarIntervalo(horarioId).then(
          () => void mutate(ehChaveDoModulo),
          () => undefined,
        );
        dispatchToast(<AvisoDeIntervaloToast aviso={aviso} horarioId={horarioId} />, opcoes);
      }),
    [dispatchToast, cache, mutate],
  );

  // Below, so these notices do not cover the request feedback toasts (top) of the HTTP client.
  return <Toaster toasterId={toasterId} position="bottom-end" pauseOnHover pauseOnWindowBlur limit={5} />;
}
