import type { Accept } from 'react-dropzone';
import type { TipoDeUpload } from './tipos.ts';

/** Section 5: images are png, jpg, jpeg or gif. */
export const ACEITE_IMAGEM: Accept = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
};

export function aceiteDo(tipo: TipoDeUpload): Accept | undefined {
  return tipo === 'IMAGEM' ? ACEITE_IMAGEM : undefined;
}
