import { Button, CounterBadge, Tooltip, makeStyles } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { t, useT } from '../../../i18n/traducao.ts';
import { NovosComunicadosAoVivo } from './NovosComunicadosAoVivo.tsx';
import { useComunicadosPendentes } from './useComunicadosPendentes.ts';

// The badge sits beside the button, not inside it: a Button with children is sized as a text button.
const useEstilos = makeStyles({
  envoltorio: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  contador: { position: 'absolute', top: '2px', right: '-2px', pointerEvents: 'none' },
});

export function rotuloDosComunicados(naoLidos: number): string {
  if (naoLidos === 0) return t('Comunicados');
  return naoLidos === 1 ? t('Comunicados (1 não lido)') : t('Comunicados ({n} não lidos)', { n: naoLidos });
}

/** The top bar's megaphone: unread announcements, and the way to them; new ones arrive live. */
export function BotaoDeComunicados() {
  const estilos = useEstilos();
  const t = useT();
  const { naoLidos } = useComunicadosPendentes();
  const link = useLinkDaRota(pathFor('comunicados'));
  return (
    <>
      <NovosComunicadosAoVivo />
      <span className={estilos.envoltorio}>
        <Tooltip content={t('Comunicados')} relationship="description">
          <Button as="a" {...link} appearance="subtle" icon={<MegaphoneRegular />} aria-label={rotuloDosComunicados(naoLidos)} />
        </Tooltip>
        {naoLidos > 0 && <CounterBadge className={estilos.contador} count={naoLidos} size="small" color="danger" aria-hidden />}
      </span>
    </>
  );
}
