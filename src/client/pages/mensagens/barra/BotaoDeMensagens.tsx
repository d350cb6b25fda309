import { Button, CounterBadge, Tooltip, makeStyles } from '@fluentui/react-components';
import { Mail20Regular } from '@fluentui/react-icons';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { t, useT } from '../../../i18n/traducao.ts';
import { MensagensAoVivo } from './MensagensAoVivo.tsx';
import { useMensagensNaoLidas } from './useMensagensNaoLidas.ts';

// The badge sits beside the button, not inside it: a Button with children is sized as a text button.
const useEstilos = makeStyles({
  envoltorio: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  contador: { position: 'absolute', top: '2px', right: '-2px', pointerEvents: 'none' },
});

export function rotuloDasMensagens(quantidade: number): string {
  if (quantidade === 0) return t('Mensagens');
  return quantidade === 1 ? t('Mensagens (1 não lida)') : t('Mensagens ({n} não lidas)', { n: quantidade });
}

/** The top bar's envelope: the unread count, and the way to the inbox; new messages arrive live. */
export function BotaoDeMensagens() {
  const estilos = useEstilos();
  const t = useT();
  const quantidade = useMensagensNaoLidas();
  const link = useLinkDaRota(pathFor('mensagens.caixaentrada'));
  return (
    <>
      <MensagensAoVivo />
      <span className={estilos.envoltorio}>
        <Tooltip content={t('Mensagens')} relationship="description">
          <Button as="a" {...link} appearance="subtle" icon={<Mail20Regular />} aria-label={rotuloDasMensagens(quantidade)} />
        </Tooltip>
        {quantidade > 0 && <CounterBadge className={estilos.contador} count={quantidade} size="small" aria-hidden />}
      </span>
    </>
  );
}
