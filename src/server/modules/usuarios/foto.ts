import sharp from 'sharp';
import { LIMITE_DE_PIXELS, type Arquivos } from '../../arquivos.ts';

// Resized photos are kept in memory, a bounded number, most recent last.
const MAXIMO_EM_CACHE = 300;
const cache = new Map<string, Buffer>();

/** The stored image resized to fit width × height (keeping its aspect), as WebP. */
export async function fotoRedimensionada(arquivos: Arquivos, arquivoId: number, width: number, height: number): Promise<Buffer | null> {
  const chave = `${arquivoId}:${width}:${height}`;
  const guardada = cache.get(chave);
  if (guardada) {
    cache.delete(chave);
    cache.set(chave, guardada);
    return guardada;
  }
  const arquivo = await arquivos.ler(arquivoId);
  if (!arquivo) return null;
  const imagem = await sharp(arquivo.conteudo, { limitInputPixels: LIMITE_DE_PIXELS }).rotate().resize(width, height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  cache.set(chave, imagem);
  if (cache.size > MAXIMO_EM_CACHE) cache.delete(cache.keys().next().value ?? chave);
  return imagem;
}
