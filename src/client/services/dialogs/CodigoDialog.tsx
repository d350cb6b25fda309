import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';
import type { OpcoesMostrarCodigo } from './dialogs.ts';

// A text to copy (a PIX copy-and-paste code) with its image (the QR code the server drew, shown
// as an <img> of a data: address, which runs nothing) and a button that copies the text.

const useEstilos = makeStyles({
  conteudo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  imagem: { width: '220px', maxWidth: '100%', height: 'auto', alignSelf: 'center', border: `1px solid ${tokens.colorNeutralStroke2}` },
  texto: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

interface CodigoDialogProps {
  opcoes: OpcoesMostrarCodigo;
  onClose(): void;
}

export function CodigoDialog({ opcoes, onClose }: CodigoDialogProps) {
  const t = useT();
  const estilos = useEstilos();
  const [copiado, setCopiado] = useState<boolean | null>(null);
  const { titulo, mensagem, rotulo, texto, imagemSvg } = opcoes;

  function copiar() {
    const area = navigator.clipboard;
    if (area === undefined) {
      setCopiado(false);
      return;
    }
    area.writeText(texto).then(
      () => setCopiado(true),
      () => setCopiado(false),
    );
  }

  const situacao = copiado === null ? '' : copiado ? t('Código copiado.') : t('Não foi possível copiar: selecione o texto e copie.');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent className={estilos.conteudo}>
            {mensagem && <p>{mensagem}</p>}
            {imagemSvg && <img className={estilos.imagem} alt={t('QR code de {rotulo}', { rotulo })} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(imagemSvg)}`} />}
            <Field label={rotulo}>
              <Textarea className={estilos.texto} value={texto} readOnly rows={4} resize="none" />
            </Field>
            <p role="status">{situacao}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('Fechar')}
            </Button>
            <Button appearance="primary" onClick={copiar}>
              {t('Copiar código')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
