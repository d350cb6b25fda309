import jsQR from 'jsqr';

// Reading a tag from a camera frame: the browser's BarcodeDetector (QR and the usual barcodes)
// where it exists, else jsQR (pure JavaScript, QR only) over the frame's pixels. The labels'
// QR code holds the tag number itself (server/modules/patrimonio/etiquetas.ts).

interface Detector {
  detect(fonte: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type ConstrutorDoDetector = new (opcoes: { formats: string[] }) => Detector;

const FORMATOS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'ean_8', 'itf'];

function detectorDoNavegador(): Detector | undefined {
  const Construtor = (globalThis as { BarcodeDetector?: ConstrutorDoDetector }).BarcodeDetector;
  return Construtor === undefined ? undefined : new Construtor({ formats: FORMATOS });
}

/** The text of the QR code in a frame's pixels (RGBA, as a canvas gives them), or undefined. */
export function lerQrDosPixels(quadro: { data: Uint8ClampedArray; width: number; height: number }): string | undefined {
  return jsQR(quadro.data, quadro.width, quadro.height, { inversionAttempts: 'dontInvert' })?.data || undefined;
}

/** A reader of frames: each call looks at the canvas holding the current frame. */
export function criarLeitor(): (canvas: HTMLCanvasElement) => Promise<string | undefined> {
  const detector = detectorDoNavegador();
  if (detector !== undefined) return async (canvas) => (await detector.detect(canvas))[0]?.rawValue || undefined;
  return (canvas) => {
    const contexto = canvas.getContext('2d', { willReadFrequently: true });
    return Promise.resolve(contexto === null ? undefined : lerQrDosPixels(contexto.getImageData(0, 0, canvas.width, canvas.height)));
  };
}
