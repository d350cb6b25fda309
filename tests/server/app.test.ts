import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { criarAppDeTeste, type AppDeTeste } from '../support/app.ts';

let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  token = await t.entrar('operador');
});
afterAll(() => t.fechar());

describe('GET /health', () => {
  it('answers ok without a session', async () => {
    const r = await t.chamar({ method: 'GET', url: '/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: { status: 'ok' } });
  });

  it('answers ok with a broken token too (it never looks at the session)', async () => {
    const r = await t.chamar({ method: 'GET', url: '/health', token: 'lixo' });
    expect(r.json()).toEqual({ content: { status: 'ok' } });
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function diretivas(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [nome, ...valores] = d.split(/\s+/);
        return [nome!.toLowerCase(), valores] as const;
      }),
  );
}

function conferirCabecalhos(r: LightMyRequestResponse, caso: string) {
  const csp = r.headers['content-security-policy'];
  expect(typeof csp, caso).toBe('string');
  const d = diretivas(String(csp));
  // Scripts come from the app's own origin only: script-src, or default-src when it is absent.
  const scripts = d.get('script-src') ?? d.get('default-src');
  expect(scripts, caso).toBeDefined();
  expect(scripts, caso).not.toContain("'unsafe-inline'");
  expect(scripts, caso).not.toContain('*');
  expect(d.get('script-src-elem') ?? [], caso).not.toContain("'unsafe-inline'");
  expect(d.get('frame-ancestors'), caso).toEqual(["'none'"]);
  expect(d.get('object-src'), caso).toEqual(["'none'"]);
  expect(r.headers['x-content-type-options'], caso).toBe('nosniff');
  expect(r.headers['referrer-policy'], caso).toBeTruthy();
  expect(r.headers['referrer-policy'], caso).not.toBe('unsafe-url');
  expect(r.headers['x-powered-by'], caso).toBeUndefined();
}

describe('security headers', () => {
  it('are on every kind of response: API success, errors, public calls and /health', async () => {
    const casos: [string, () => Promise<LightMyRequestResponse>][] = [
      ['GET /health', () => t.chamar({ method: 'GET', url: '/health' })],
      ['GET /api/context (200)', () => t.chamar({ method: 'GET', url: '/api/context', token })],
      ['GET /api/context without session (401)', () => t.chamar({ method: 'GET', url: '/api/context' })],
      ['GET /api/usuarios as operador (403)', () => t.chamar({ method: 'GET', url: '/api/usuarios', token })],
      ['GET unknown route (404)', () => t.chamar({ method: 'GET', url: '/api/nao-existe', token })],
      ['POST /api/login with bad body (422)', () => t.chamar({ method: 'POST', url: '/api/login', payload: {} })],
      ['POST /api/login wrong password (401)', () => t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } })],
      ['GET /api/permissoes/catalogo (public)', () => t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' })],
      ['GET /api/models/usuario.json', () => t.chamar({ method: 'GET', url: '/api/models/usuario.json', token })],
      [
        'POST /api/pessoas/filter oversized (413)',
        () => t.chamar({ method: 'POST', url: '/api/pessoas/filter', token, payload: { q: 'x'.repeat(2 * 1024 * 1024) } }),
      ],
    ];
    for (const [caso, chamar] of casos) conferirCabecalhos(await chamar(), caso);
  });

  it('answers API replies as JSON in UTF-8', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/context', token });
    expect(r.headers['content-type']).toMatch(/^application\/json; charset=utf-8$/);
  });
});
