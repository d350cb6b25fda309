import { HttpError } from '../http/erros.ts';

// What a file is, judged by its first bytes: a client's name or Content-Type can lie, and a
// page or script posing as an image must never be stored as one.

const ASSINATURAS: readonly { mime: string; confere: (b: Buffer) => boolean }[] = [
  { mime: 'image/png', confere: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', confere: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', confere: (b) => /^GIF8[79]a/.test(b.toString('latin1', 0, 6)) },
  { mime: 'image/webp', confere: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { mime: 'image/bmp', confere: (b) => b.toString('latin1', 0, 2) === 'BM' && b.length > 26 },
  { mime: 'image/tiff', confere: (b) => ['II*\0', 'MM\0*'].includes(b.toString('latin1', 0, 4)) },
  { mime: 'image/x-icon', confere: (b) => b.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])) },
  { mime: 'image/avif', confere: (b) => b.toString('latin1', 4, 8) === 'ftyp' && /^(avif|avis|heic|heix|mif1)$/.test(b.toString('latin1', 8, 12)) },
];

const EXTENSOES_DE_IMAGEM = /\.(png|jpe?g|gif|webp|bmp|svgz?|ico|tiff?|avif|heic)$/i;
const MIME_VALIDO = /^[a-z]+\/[a-z0-9.+-]{1,90}$/i;
// Types a browser could run or render as a page; served as plain bytes.
const MIME_ATIVO = /html|xml|svg|javascript|ecmascript/i;

export function tipoDaImagemPelaAssinatura(conteudo: Buffer): string | null {
  return ASSINATURAS.find((a) => a.confere(conteudo))?.mime ?? null;
}

function declaradoComoImagem(nome: string, mime: string): boolean {
  return mime.toLowerCase().startsWith('image/') || EXTENSOES_DE_IMAGEM.test(nome);
}

/**
 * The MIME type to store for a file of any kind (tipo ALL). An empty file is refused (the
 * upload widget warns about phones over USB); a file that says it is an image must start
 * like one, so SVG, HTML or script disguised as an image is refused.
 */
export function tipoDoArquivo(conteudo: Buffer, nome: string, mimeDeclarado: string): string {
  if (conteudo.length === 0) throw new HttpError(422, 'O arquivo enviado está vazio.');
  const imagem = tipoDaImagemPelaAssinatura(conteudo);
  if (imagem !== null) return imagem;
  if (declaradoComoImagem(nome, mimeDeclarado)) throw new HttpError(422, 'O conteúdo do arquivo não corresponde a uma imagem.');
  return MIME_VALIDO.test(mimeDeclarado) ? mimeDeclarado.toLowerCase() : 'application/octet-stream';
}

export function tipoParaServir(mime: string): string {
  return MIME_ATIVO.test(mime) ? 'application/octet-stream' : mime;
}

/** RFC 6266: an ASCII fallback plus the exact name in RFC 5987 encoding. */
export function disposicaoDeAnexo(nome: string): string {
  const ascii = nome.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'arquivo';
  const codificado = encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${codificado}`;
}
