import { Button, CounterBadge, Tooltip, makeStyles } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { t, useT } from '../../../i18n/traducao.ts';
import { NovosAvisosAoVivo } from './NovosAvisosAoVivo.tsx';
import { useAvisosNaoLidos } from './useAvisosNaoLidos.ts';

// The badge sits beside the button, not inside it: a Button with children is sized as a text button.
const useEstilos = makeStyles({
  envoltorio: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  contador: { position: 'absolute', top: '2px', right: '-2px', pointerEvents: 'none' },
});

export function rotuloDosAvisos(quantidade: number): string {
  if (quantidade === 0) return t('Avisos');
  return quantidade === 1 ? t('Avisos (1 não lido)') : t('Avisos ({n} não lidos)', { n: quantidade });
}

/** The top bar's bell: unread notices, and the way to them; new ones arrive live. */
export function BotaoDeAvisos() {
  const estilos = useEstilos();
  const t = useT();
  const quantidade = useAvisosNaoLidos();
  const link = useLinkDaRota(pathFor('avisos'));
  return (
    <>
      <NovosAvisosAoVivo />
      <span className={estilos.envoltorio}>
        <Tooltip content={t('Avisos')} relationship="description">
          <Button as="a" {...link} appearance="subtle" icon={<Alert20Regular />} aria-label={rotuloDosAvisos(quantidade)} />
        </Tooltip>
        {quantidade > 0 && <CounterBadge className={estilos.contador} count={quantidade} size="small" color="danger" aria-hidden />}
      </span>
    </>
  );
}
