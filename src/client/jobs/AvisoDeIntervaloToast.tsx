import { Button, Link, Toast, ToastBody, ToastFooter, ToastTitle, ToastTrigger, makeStyles } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { Aviso } from '../../shared/realtime/protocolo.ts';
import { pathFor } from '../app/routes/pathFor.ts';
import { useT, useTraduzir } from '../i18n/traducao.ts';

const useStyles = makeStyles({
  corpo: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** The route and query of the interval page offering the interval of schedule `horarioId`. */
export function caminhoDoIntervalo(horarioId: number): string {
  return pathFor('registrointervalo.intervalos', {}, { horario: String(horarioId) });
}

/** "An interval is open" (spec section 4): stays until closed; Iniciar leads to the interval page, where it is offered. */
export function AvisoDeIntervaloToast({ aviso, horarioId }: { aviso: Aviso; horarioId: number }) {
  const styles = useStyles();
  const t = useT();
  const traduzir = useTraduzir();
  const navigate = useNavigate();
  const texto = aviso.errorMsg ?? aviso.msg;
  return (
    <Toast data-intent="info">
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
      <ToastFooter>
        <ToastTrigger>
          <Link as="button" onClick={() => navigate(caminhoDoIntervalo(horarioId))}>
            {t('Iniciar')}
          </Link>
        </ToastTrigger>
      </ToastFooter>
    </Toast>
  );
}
