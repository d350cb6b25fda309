import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Manifest } from 'vite';
import { configuracaoDoCliente } from '../../../vite.config.ts';

// What the login page downloads, from a real build's manifest: the entry's static imports and
// those of the login family's chunk. Issue 13: at most 200 KiB with brotli.

const LIMITE_BR = 200 * 1024;
let pasta: string;
let manifesto: Manifest;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-peso-'));
  const config = configuracaoDoCliente({ precomprimir: false });
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development code.
  vi.stubEnv('NODE_ENV', 'production');
  await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, outDir: pasta, manifest: true } });
  vi.unstubAllEnvs();
  manifesto = JSON.parse(await readFile(path.join(pasta, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => rm(pasta, { recursive: true, force: true }));

/** The chunks that `inicio` and its static imports are, each once. */
function comImportacoes(inicio: string[], vistos = new Set<string>()): Set<string> {
  for (const chave of inicio) {
    if (vistos.has(chave)) continue;
    vistos.add(chave);
    comImportacoes(manifesto[chave]?.imports ?? [], vistos);
  }
  return vistos;
}

const brotli = (conteudo: Buffer) =>
  brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

describe('the login page', () => {
  it('downloads at most 200 KiB of JavaScript and CSS with brotli, without the shell', async () => {
    const entrada = Object.keys(manifesto).filter((chave) => manifesto[chave]?.isEntry);
    const chunks = comImportacoes([...entrada, 'pages/login/index.ts']);
    const arquivos = [...chunks].flatMap((chave) => [manifesto[chave]?.file ?? '', ...(manifesto[chave]?.css ?? [])]);
    const tamanhos = await Promise.all(arquivos.map(async (arquivo) => brotli(await readFile(path.join(pasta, arquivo)))));

    expect(chunks.has('app/lazy/areaDaSessao.tsx')).toBe(false);
    expect(tamanhos.reduce((soma, n) => soma + n, 0)).toBeLessThanOrEqual(LIMITE_BR);
  });
});
