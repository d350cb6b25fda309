import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// The compiled client as the server sends it: beside each text file of at least 1 KiB, its
// brotli (.br, quality 11) and gzip (.gz, level 9) forms, which @fastify/static's preCompressed
// picks by the request's Accept-Encoding. Compressed once at build time, never per request.

const COMPRIMIVEIS = /\.(?:js|css|html|svg|json|webmanifest)$/;
const TAMANHO_MINIMO = 1024;

const brotli = promisify(brotliCompress);
const gzipar = promisify(gzip);

/** Written under another name, then renamed: the server never sends half a file. */
async function escrever(destino: string, conteudo: Buffer): Promise<void> {
  await writeFile(`${destino}.tmp`, conteudo);
  await rename(`${destino}.tmp`, destino);
}

async function comprimir(arquivo: string): Promise<void> {
  const original = await readFile(arquivo);
  if (original.length < TAMANHO_MINIMO) return;
  const br = await brotli(original, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
    },
  });
  const gz = await gzipar(original, { level: constants.Z_BEST_COMPRESSION });
  // A form no smaller than the file is left out: the file itself goes.
  if (br.length < original.length) await escrever(`${arquivo}.br`, br);
  if (gz.length < original.length) await escrever(`${arquivo}.gz`, gz);
}

/**
 * Writes the .br and .gz of every compressible file under `pasta`, one at a time: zlib runs in
 * libuv's few threads, which the start's file reads and password hashing share, so compressing
 * beside the start holds one of them, not all.
 */
export async function precomprimir(pasta: string): Promise<void> {
  const entradas = await readdir(pasta, { recursive: true, withFileTypes: true });
  for (const e of entradas) {
    if (e.isFile() && COMPRIMIVEIS.test(e.name)) await comprimir(path.join(e.parentPath, e.name));
  }
}

/** `vite build` precompresses what it wrote (npm start does it itself, without holding the start back). */
export function precompressaoNoBuild(): Plugin {
  return {
    name: 'alicerce:precomprimir',
    apply: 'build',
    writeBundle: async ({ dir }) => {
      if (dir) await precomprimir(dir);
    },
  };
}
