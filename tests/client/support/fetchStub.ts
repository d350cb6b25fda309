import { vi } from 'vitest';
import { POLITICA_DE_SENHA_PADRAO } from '../../../src/shared/senha.ts';

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What every page asks for around it: the messages in force (none changed), the institution's public parameters. */
const PADROES: Record<string, unknown> = {
  'GET /api/internacionalizacao/languages': { content: { 'pt-BR': {}, en: {} } },
  'GET /api/parametros/publicos': { content: { nomeDaInstituicao: 'Alicerce', logoUrl: null, politicaDeSenha: POLITICA_DE_SENHA_PADRAO } },
};

/** The calls a page makes for itself, without those every page makes. */
export const chamadasProprias = (calls: readonly RecordedCall[]): RecordedCall[] => calls.filter((c) => !Object.hasOwn(PADROES, `${c.method} ${c.path}`));

/**
 * Stubs the global fetch with handlers keyed by "METHOD /path" (query ignored). An unmatched
 * call fails the test loudly with a 404 naming it.
 */
export function stubFetch(proprios: Record<string, Handler | unknown>) {
  const handlers = { ...PADROES, ...proprios };
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: RecordedCall = { method, url, path: url.split('?')[0] ?? url, headers: new Headers(init.headers), body };
    calls.push(call);
    const handler = handlers[`${method} ${call.path}`];
    if (handler === undefined) return json({ message: `Sem stub para ${method} ${call.path}` }, 404);
    return typeof handler === 'function' ? (handler as Handler)(call) : json(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** What the code under test called, without the calls every page makes (PADROES). */
    proprias: () => chamadasProprias(calls),
  };
}
