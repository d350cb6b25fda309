import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import type { OpcoesSolicitarTexto } from './dialogs.ts';

interface PromptDialogProps {
  opcoes: OpcoesSolicitarTexto;
  onClose(texto: string | null): void;
}

export function PromptDialog({ opcoes, onClose }: PromptDialogProps) {
  const t = useT();
  const { titulo = t('Atenção!'), rotulo = t('Motivo'), obrigatorio = true, tamanhoMaximo } = opcoes;
  const [texto, setTexto] = useState('');
  const aceito = !obrigatorio || texto.trim() !== '';

  function enviar(event: FormEvent) {
    event.preventDefault();
    if (aceito) onClose(texto.trim());
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose(null)}>
      <DialogSurface>
        <form onSubmit={enviar}>
          <DialogBody>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogContent>
              <Field label={rotulo} required={obrigatorio}>
                <Textarea value={texto} onChange={(_, data) => setTexto(data.value)} resize="vertical" maxLength={tamanhoMaximo} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose(null)}>
                {t('Cancelar')}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={!aceito}>
                {t('Continuar')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
