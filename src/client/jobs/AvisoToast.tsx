import { Button, Link, Toast, ToastBody, ToastFooter, ToastTitle, ToastTrigger, makeStyles } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import type { Aviso } from '../../shared/realtime/protocolo.ts';
import { useT, useTraduzir } from '../i18n/traducao.ts';
import { abrirLink } from './abrirLink.ts';
import { intencaoDoAviso } from './avisos.ts';

const useStyles = makeStyles({
  corpo: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** One notice of the live channel (spec section 3): title, msg or errorMsg, and its link. */
export function AvisoToast({ aviso }: { aviso: Aviso }) {
  const styles = useStyles();
  const t = useT();
  const traduzir = useTraduzir();
  const texto = aviso.errorMsg ?? aviso.msg;
  const { link } = aviso;
  return (
    <Toast data-intent={intencaoDoAviso(aviso)}>
      <ToastTitle
        action={
          <ToastTrigger>
            <Button appearance="transparent" size="small" icon={<Dismiss20Regular />} aria-label={t('Fechar aviso')} />
          </ToastTrigger>
        }
      >
        {traduzir(aviso.title)}
      </ToastTitle>
      {texto && <ToastBody className={styles.corpo}>{traduzir(texto)}</ToastBody>}
      {link && (
        <ToastFooter>
          <Link as="button" onClick={() => void abrirLink(link)}>
            {t('Abrir resultado')}
          </Link>
        </ToastFooter>
      )}
    </Toast>
  );
}
