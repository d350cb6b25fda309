import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precomprimir } from '../../../src/server/cli/precomprimir.ts';
import { CSP_DOS_PORTAIS, servirCliente } from '../../../src/server/http/cliente.ts';

// The compiled client as the browser receives it: compressed when it accepts it, from the
// files written at build time, with the caching headers of hashed assets and of index.html.

const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const pessoa${i} = 'Pessoa ${i}';`).join('\n');
const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Alicerce</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const PEQUENO = 'export const a = 1;';
const PORTAL = `<!doctype html><html lang="pt-BR"><head><title>Portal</title></head><body>${'<div id="portal"></div>'.repeat(100)}</body></html>`;

let pasta: string;
let app: FastifyInstance;
beforeAll(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-cliente-'));
  await mkdir(path.join(pasta, 'assets'));
  await writeFile(path.join(pasta, 'index.html'), INDEX);
  await writeFile(path.join(pasta, 'assets/index-abc.js'), SCRIPT);
  await writeFile(path.join(pasta, 'assets/pequeno-abc.js'), PEQUENO);
  await mkdir(path.join(pasta, 'portal'));
  await writeFile(path.join(pasta, 'portal/index.html'), PORTAL);
  await precomprimir(pasta);
  app = Fastify();
  await servirCliente(app, pasta);
});
afterAll(async () => {
  await app.close();
  await rm(pasta, { recursive: true, force: true });
});

const pedir = (url: string, aceita?: string) => app.inject({ url, headers: aceita ? { 'accept-encoding': aceita } : {} });

describe('the compiled client', () => {
  it('goes in brotli to a browser that accepts it, immutable, varying by Accept-Encoding', async () => {
    const r = await pedir('/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('goes in gzip to a browser without brotli, and as it is to one that accepts neither', async () => {
    const gz = await pedir('/assets/index-abc.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const cru = await pedir('/assets/index-abc.js');
    expect(cru.headers['content-encoding']).toBeUndefined();
    expect(cru.headers.vary).toMatch(/accept-encoding/i);
    expect(cru.body).toBe(SCRIPT);
  });

  it('sends index.html compressed and never cached without asking', async () => {
    const r = await pedir('/', 'br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(INDEX);
  });

  it('sends a file too small to compress as it is', async () => {
    const r = await pedir('/assets/pequeno-abc.js', 'br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(PEQUENO);
  });

  it.each(['/portal/doacao', '/portal/transparencia'])('opens the public portals\' own page at %s, compressed and always fresh', async (url) => {
    const r = await pedir(url, 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    const corpo = r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.rawPayload).toString() : r.body;
    expect(corpo).toBe(PORTAL);
    expect(r.headers['content-security-policy']).toBe(CSP_DOS_PORTAIS);
  });
});
