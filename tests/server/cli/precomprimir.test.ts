import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precomprimir } from '../../../src/server/cli/precomprimir.ts';

let pasta: string;
beforeEach(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-precomprimir-'));
  await mkdir(path.join(pasta, 'assets'));
});
afterEach(() => rm(pasta, { recursive: true, force: true }));

const texto = (linhas: number) => Array.from({ length: linhas }, (_, i) => `export const valor${i} = 'pessoa ${i}';`).join('\n');

describe('precomprimir', () => {
  it('writes a brotli and a gzip beside each text file of at least 1 KiB, which decompress to the file', async () => {
    const arquivos = { 'index.html': texto(40), 'assets/index-abc.js': texto(400), 'assets/estilo-abc.css': texto(60), 'assets/logo-abc.svg': texto(50) };
    for (const [nome, conteudo] of Object.entries(arquivos)) await writeFile(path.join(pasta, nome), conteudo);

    await precomprimir(pasta);

    for (const [nome, conteudo] of Object.entries(arquivos)) {
      const caminho = path.join(pasta, nome);
      expect(brotliDecompressSync(await readFile(`${caminho}.br`)).toString(), nome).toBe(conteudo);
      expect(gunzipSync(await readFile(`${caminho}.gz`)).toString(), nome).toBe(conteudo);
      expect((await readFile(`${caminho}.br`)).length, nome).toBeLessThan(conteudo.length / 3);
    }
  });

  it('leaves out small files and files that are not text, and no temporary file', async () => {
    await writeFile(path.join(pasta, 'assets/pequeno-abc.js'), 'export const a = 1;');
    await writeFile(path.join(pasta, 'assets/foto-abc.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(pasta, 'assets/grande-abc.js'), texto(100));

    await precomprimir(pasta);

    expect(existsSync(path.join(pasta, 'assets/pequeno-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(pasta, 'assets/foto-abc.png.br'))).toBe(false);
    expect((await readdir(path.join(pasta, 'assets'))).sort()).toEqual([
      'foto-abc.png',
      'grande-abc.js',
      'grande-abc.js.br',
      'grande-abc.js.gz',
      'pequeno-abc.js',
    ]);
  });
});
