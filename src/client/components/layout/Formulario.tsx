import type { FormEvent, ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

interface FormularioProps {
  rotulo: string;
  onEnviar(): void;
  children: ReactNode;
}

/** A vertical form that submits on Enter and never reloads the page. */
export function Formulario({ rotulo, onEnviar, children }: FormularioProps) {
  const styles = useStyles();
  function enviar(event: FormEvent) {
    event.preventDefault();
    onEnviar();
  }
  return (
    <form className={styles.formulario} aria-label={rotulo} noValidate onSubmit={enviar}>
      {children}
    </form>
  );
}
