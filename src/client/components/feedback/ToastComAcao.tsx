import { Button, Link, Toast, ToastBody, ToastFooter, ToastTitle, ToastTrigger, makeStyles } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';

const useEstilos = makeStyles({
  corpo: { overflowWrap: 'anywhere' },
});

export interface ToastComAcaoProps {
  titulo: string;
  corpo: string;
  /** The close button's accessible name. */
  rotuloFechar: string;
  /** The link that opens what arrived (and closes the toast). */
  acao: { rotulo: string; caminho: string };
}

/** Something that arrived live (a message, a notice): who sent it, what it is about, and the way to it. */
export function ToastComAcao({ titulo, corpo, rotuloFechar, acao }: ToastComAcaoProps) {
  const estilos = useEstilos();
  const navigate = useNavigate();
  return (
    <Toast data-intent="info">
      <ToastTitle
        action={
          <ToastTrigger>
            <Button appearance="transparent" size="small" icon={<Dismiss20Regular />} aria-label={rotuloFechar} />
          </ToastTrigger>
        }
      >
        {titulo}
      </ToastTitle>
      <ToastBody className={estilos.corpo}>{corpo}</ToastBody>
      <ToastFooter>
        <ToastTrigger>
          <Link as="button" onClick={() => navigate(acao.caminho)}>
            {acao.rotulo}
          </Link>
        </ToastTrigger>
      </ToastFooter>
    </Toast>
  );
}
