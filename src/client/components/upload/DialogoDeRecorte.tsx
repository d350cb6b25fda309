import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowRotateClockwiseRegular, ArrowRotateCounterclockwiseRegular } from '@fluentui/react-icons';
import type CropperJs from 'cropperjs';
import { Cropper } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useT } from '../../i18n/traducao.ts';
import { notify } from '../../services/toasts/notices.ts';
import { recortarImagem } from './recortarImagem.ts';
import { AREA_DE_RECORTE } from './tipos.ts';

const useStyles = makeStyles({
  recorte: { height: 'min(360px, 55vh)', width: '100%' },
  giros: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

interface DialogoDeRecorteProps {
  imagem: File;
  width: number;
  height: number;
  aspectRatio: number;
  onConfirmar(recortada: File): void;
  onCancelar(): void;
}

/** Crops (and rotates) an image before it is sent; the result is width × height. */
export function DialogoDeRecorte({ imagem, width, height, aspectRatio, onConfirmar, onCancelar }: DialogoDeRecorteProps) {
  const styles = useStyles();
  const t = useT();
  const cropper = useRef<CropperJs | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [pronta, setPronta] = useState(false);
  const [recortando, setRecortando] = useState(false);

  useEffect(() => {
    const criada = URL.createObjectURL(imagem);
    setUrl(criada);
    return () => URL.revokeObjectURL(criada);
  }, [imagem]);

  async function confirmar() {
    if (!cropper.current) return;
    setRecortando(true);
    try {
      onConfirmar(await recortarImagem(cropper.current, imagem, { width, height }));
    } catch {
      notify({ intent: 'error', text: t('Não foi possível recortar a imagem.') });
      setRecortando(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onCancelar()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Recortar imagem')}</DialogTitle>
          <DialogContent>
            {url && (
              <Cropper
                className={styles.recorte}
                src={url}
                alt={t('Imagem a recortar: {arquivo}', { arquivo: imagem.name })}
                aspectRatio={aspectRatio}
                autoCropArea={AREA_DE_RECORTE}
                viewMode={1}
                rotatable
                guides
                onInitialized={(instancia) => {
                  cropper.current = instancia;
                }}
                ready={() => setPronta(true)}
              />
            )}
            <div className={styles.giros}>
              <Button
                icon={<ArrowRotateCounterclockwiseRegular />}
                disabled={!pronta}
                onClick={() => cropper.current?.rotate(-90)}
              >
                {t('Girar para a esquerda')}
              </Button>
              <Button icon={<ArrowRotateClockwiseRegular />} disabled={!pronta} onClick={() => cropper.current?.rotate(90)}>
                {t('Girar para a direita')}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancelar}>
              {t('Cancelar')}
            </Button>
            <Button appearance="primary" disabled={!pronta || recortando} onClick={() => void confirmar()}>
              {t('Confirmar')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
