import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';

interface DialogoDeFormularioProps {
  titulo: string;
  /** The primary button's text; it submits the form (Enter in a field does too). */
  acao: string;
  /** The form was sent: judge the fields and act, or show why not. */
  onEnviar(): void;
  onFechar(): void;
  /** The fields and their messages. */
  children: ReactNode;
}

/** A small form in a dialog: the title, the fields, and the action beside Cancelar; the page judges the fields (no browser bubbles). */
export function DialogoDeFormulario({ titulo, acao, onEnviar, onFechar, children }: DialogoDeFormularioProps) {
  const t = useT();
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    onEnviar();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onFechar()}>
      <DialogSurface>
        <form onSubmit={enviar} noValidate>
          <DialogBody>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                {acao}
              </Button>
              <Button onClick={onFechar}>{t('Cancelar')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
