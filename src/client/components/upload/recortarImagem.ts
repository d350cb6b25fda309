import type Cropper from 'cropperjs';

/** A gif's or png's transparency survives as png; a photo stays jpeg. */
export function tipoDoRecorte(original: File): 'image/jpeg' | 'image/png' {
  return original.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

function nomeDoRecorte(original: File, tipo: string): string {
  const extensao = tipo === 'image/jpeg' ? '.jpg' : '.png';
  const ponto = original.name.lastIndexOf('.');
  return (ponto > 0 ? original.name.slice(0, ponto) : original.name) + extensao;
}

/** The crop box's pixels at width × height, as a file named after the original. */
export function recortarImagem(
  cropper: Pick<Cropper, 'getCroppedCanvas'>,
  original: File,
  { width, height }: { width: number; height: number },
): Promise<File> {
  const tipo = tipoDoRecorte(original);
  return new Promise((resolve, reject) => {
    const canvas = cropper.getCroppedCanvas({ width, height, imageSmoothingQuality: 'high' });
    if (!canvas) {
      reject(new Error('A imagem ainda não está pronta para o recorte.'));
      return;
    }
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], nomeDoRecorte(original, tipo), { type: tipo })) : reject(new Error('Recorte vazio.')),
      tipo,
      0.92,
    );
  });
}
