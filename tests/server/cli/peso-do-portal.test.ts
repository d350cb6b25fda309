import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Manifest } from 'vite';
import { configuracaoDoPortal } from '../../../vite.config.ts';

// What a phone downloads to open a public portal (/portal/doacao, /portal/transparencia), from a
// real build's manifest: the portal's entry and its static imports. Issue 21: at most 150 KiB
// of compressed JavaScript, without Fluent UI; the CSS is counted too.

const LIMITE = 150 * 1024;
let pasta: string;
let manifesto: Manifest;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-peso-portal-'));
  const config = configuracaoDoPortal();
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development code.
  vi.stubEnv('NODE_ENV', 'production');
  await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, outDir: pasta, manifest: true } });
  vi.unstubAllEnvs();
  manifesto = JSON.parse(await readFile(path.join(pasta, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => rm(pasta, { recursive: true, force: true }));

function comImportacoes(inicio: string[], vistos = new Set<string>()): Set<string> {
  for (const chave of inicio) {
    if (vistos.has(chave)) continue;
    vistos.add(chave);
    comImportacoes(manifesto[chave]?.imports ?? [], vistos);
  }
  return vistos;
}

describe('the public portals', () => {
  it('download at most 150 KiB of JavaScript and CSS, in gzip as in brotli, and nothing of Fluent UI', async () => {
    const entrada = Object.keys(manifesto).filter((chave) => manifesto[chave]?.isEntry);
    expect(entrada).toEqual(['portal/index.html']);
    const arquivos = [...comImportacoes(entrada)].flatMap((chave) => [manifesto[chave]?.file ?? '', ...(manifesto[chave]?.css ?? [])]);
    const conteudos = await Promise.all(arquivos.map((arquivo) => readFile(path.join(pasta, arquivo))));

    const gzip = conteudos.reduce((soma, c) => soma + gzipSync(c, { level: 9 }).length, 0);
    const brotli = conteudos.reduce((soma, c) => soma + brotliCompressSync(c, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
    expect(gzip).toBeLessThanOrEqual(LIMITE);
    expect(brotli).toBeLessThanOrEqual(LIMITE);
    // Fluent UI's styles carry its `fui-` class names: none of them reaches the portals.
    expect(conteudos.some((c) => c.toString().includes('fui-'))).toBe(false);
  });
});
