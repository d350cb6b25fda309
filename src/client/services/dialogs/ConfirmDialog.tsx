import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import type { OpcoesConfirmar } from './dialogs.ts';

interface ConfirmDialogProps {
  opcoes: OpcoesConfirmar;
  onClose(confirmado: boolean): void;
}

export function ConfirmDialog({ opcoes, onClose }: ConfirmDialogProps) {
  const t = useT();
  const {
    titulo = t('Atenção!'),
    mensagem = t('Deseja continuar?'),
    textoConfirmar = t('Continuar'),
    textoCancelar = t('Cancelar'),
  } = opcoes;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent>{mensagem}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onClose(false)}>
              {textoCancelar}
            </Button>
            <Button appearance="primary" onClick={() => onClose(true)}>
              {textoConfirmar}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
