import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from './db/database.ts';
import { HttpError } from './http/erros.ts';

export interface ArquivoArmazenado {
  id: number;
  criadoPor: number | null;
  nomeOriginal: string;
  tipoMime: string;
  conteudo: Buffer;
}

export interface Arquivos {
  /** Stores the bytes under a generated name outside any served folder; returns the record's id. */
  salvar(dados: { conteudo: Buffer; nomeOriginal: string; tipoMime: string; diretorio: string; criadoPor: number }): Promise<number>;
  ler(id: number): Promise<ArquivoArmazenado | null>;
  /**
   * Deletes the records inside the caller's transaction (whatever still points at them must go
   * first) and answers what removes their bytes, to call once that transaction commits.
   */
  apagar(trx: Db, ids: readonly number[]): Promise<() => Promise<void>>;
}

const FORMATOS_DE_IMAGEM: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' };

// Larger images are refused rather than decoded (a small file can declare huge dimensions).
export const LIMITE_DE_PIXELS = 40_000_000;

/**
 * The MIME type of an image judged by its bytes (not its name), or a 422 when it is not a whole
 * png/jpg/gif: the image is decoded completely, so a truncated file is refused at upload instead
 * of failing every later resize.
 */
export async function tipoDaImagem(conteudo: Buffer): Promise<string> {
  const imagem = sharp(conteudo, { limitInputPixels: LIMITE_DE_PIXELS, failOn: 'truncated' });
  const formato = await imagem
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  const mime = formato ? FORMATOS_DE_IMAGEM[formato] : undefined;
  const decodifica = mime !== undefined && (await imagem.stats().then(() => true, () => false));
  if (!mime || !decodifica) throw new HttpError(422, 'O arquivo não é uma imagem válida (png, jpg, jpeg ou gif).');
  return mime;
}

export function criarArquivos(db: Db, dataDir: string): Arquivos {
  const pasta = path.join(dataDir, 'files');
  return {
    async salvar({ conteudo, nomeOriginal, tipoMime, diretorio, criadoPor }) {
      await mkdir(pasta, { recursive: true });
      const nomeArmazenado = randomUUID();
      await writeFile(path.join(pasta, nomeArmazenado), conteudo, { mode: 0o600 });
      const { id } = await db
        .insertInto('arquivo')
        .values({
          nome_original: path.basename(nomeOriginal.replaceAll('\\', '/')).slice(0, 255).replaceAll('\0', ''),
          nome_armazenado: nomeArmazenado,
          tipo_mime: tipoMime,
          tamanho: conteudo.length,
          diretorio,
          criado_por: criadoPor,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async ler(id) {
      const linha = await db.selectFrom('arquivo').selectAll().where('id', '=', id).executeTakeFirst();
      if (!linha) return null;
      const conteudo = await readFile(path.join(pasta, linha.nome_armazenado)).catch(() => null);
      return conteudo && { id: linha.id, criadoPor: linha.criado_por, nomeOriginal: linha.nome_original, tipoMime: linha.tipo_mime, conteudo };
    },
    async apagar(trx, ids) {
      if (ids.length === 0) return async () => undefined;
      const apagados = await trx.deleteFrom('arquivo').where('id', 'in', [...ids]).returning('nome_armazenado').execute();
      return async () => {
        await Promise.all(apagados.map((a) => rm(path.join(pasta, a.nome_armazenado), { force: true })));
      };
    },
  };
}
