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

export const TEXTO_TIPO_NAO_PERMITIDO = 'Tipo de arquivo não permitido. Envie uma imagem png, jpg, jpeg ou gif.';
