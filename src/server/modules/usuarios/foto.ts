import sharp from 'sharp';
import { LIMITE_DE_PIXELS, type Arquivos } from '../../arquivos.ts';
import { cacheLimitado } from '../../cache-limitado.ts';

// Resized photos are kept in memory, a bounded number.
const cache = cacheLimitado<Buffer>(300);

/** The stored image resized to fit width × height (keeping its aspect), as WebP. */
export async function fotoRedimensionada(arquivos: Arquivos, arquivoId: number, width: number, height: number): Promise<Buffer | null> {
  const chave = `${arquivoId}:${width}:${height}`;
  const guardada = cache.get(chave);
  if (guardada) return guardada;
  const arquivo = await arquivos.ler(arquivoId);
  if (!arquivo) return null;
  const imagem = await sharp(arquivo.conteudo, { limitInputPixels: LIMITE_DE_PIXELS }).rotate().resize(width, height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  cache.guardar(chave, imagem);
  return imagem;
}
