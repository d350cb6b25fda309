import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/traducao.ts';
import { criarLeitor } from './decodificar.ts';

// The phone camera as a tag reader: the back camera's video, a frame looked at every 250 ms, each
// new text handed to onLido (the same tag is not repeated while it stays in view). Browsers give
// the camera only in a secure context (localhost or HTTPS), which the README explains.

const useEstilos = makeStyles({
  caixa: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  video: { width: '100%', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

const INTERVALO_MS = 250;

interface Props {
  onLido: (texto: string) => void;
  onFechar: () => void;
}

export function LeitorDaCamera({ onLido, onFechar }: Props) {
  const estilos = useEstilos();
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const lido = useRef(onLido);
  lido.current = onLido;

  useEffect(() => {
    if (navigator.mediaDevices === undefined) {
      setErro(t('A câmera só funciona em localhost ou por HTTPS. Digite a plaqueta.'));
      return;
    }
    let fluxo: MediaStream | undefined;
    let parado = false;
    let ultimo = '';
    const canvas = document.createElement('canvas');
    const ler = criarLeitor();
    const quadro = async () => {
      const v = video.current;
      if (v === null || v.videoWidth === 0) return;
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      canvas.getContext('2d')?.drawImage(v, 0, 0);
      const texto = await ler(canvas);
      if (texto !== undefined && texto !== ultimo && !parado) lido.current(texto);
      ultimo = texto ?? ultimo;
    };
    const relogio = window.setInterval(() => void quadro().catch(() => undefined), INTERVALO_MS);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((f) => {
        fluxo = f;
        if (parado) f.getTracks().forEach((faixa) => faixa.stop());
        else if (video.current !== null) {
          video.current.srcObject = f;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch(() => setErro(t('Não foi possível abrir a câmera. Verifique a permissão do navegador ou digite a plaqueta.')));
    return () => {
      parado = true;
      window.clearInterval(relogio);
      fluxo?.getTracks().forEach((faixa) => faixa.stop());
    };
  }, [t]);

  return (
    <div className={estilos.caixa}>
      {erro === null ? (
        <video ref={video} className={estilos.video} muted playsInline aria-label={t('Câmera')} />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{erro}</MessageBarBody>
        </MessageBar>
      )}
      <Button onClick={onFechar}>{t('Fechar a câmera')}</Button>
    </div>
  );
}
