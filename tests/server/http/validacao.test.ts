import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalarTratamentoDeErros } from '../../../src/server/http/tratamento-erros.ts';
import { compiladorDaAplicacao, instalarCorpoAusente, membroFundoDemais, PROFUNDIDADE_MAXIMA } from '../../../src/server/http/validacao.ts';
import { MENSAGEM_FORMULARIO } from '../ajudantes.ts';

// The app-wide body rules (http/validacao.ts) on a bare Fastify: a route without a body schema
// takes none, a schema that lists its members refuses others, and a body nested deeper than any
// form is a 422 before anything walks it.

let app: FastifyInstance;
const recebidos: unknown[] = [];

beforeAll(async () => {
  app = Fastify();
  instalarCorpoAusente(app);
  app.setValidatorCompiler(compiladorDaAplicacao);
  instalarTratamentoDeErros(app);
  app.post('/sem-corpo', async (request) => {
    recebidos.push(request.body);
    return { content: null };
  });
  app.delete('/sem-corpo', async () => ({ content: null }));
  app.post('/arquivos', { config: { multipart: true } }, async () => ({ content: null }));
  app.post('/listado', { schema: { body: { type: 'object', properties: { nome: { type: 'string' } } } } }, async () => ({ content: null }));
  app.post('/aberto', { schema: { body: { type: 'object', properties: { nome: { type: 'string' } }, additionalProperties: true } } }, async () => ({ content: null }));
  app.post('/no-handler', { schema: { body: { type: 'object' } } }, async () => ({ content: null }));
  await app.ready();
});
afterAll(() => app.close());

const enviar = (url: string, payload?: string, method: 'POST' | 'DELETE' = 'POST') =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }) });

describe('a write route that declares no body', () => {
  it('takes nothing, {} or null', async () => {
    for (const payload of [undefined, '{}', 'null']) expect((await enviar('/sem-corpo', payload)).statusCode).toBe(200);
    expect((await enviar('/sem-corpo', '{}', 'DELETE')).statusCode).toBe(200);
  });

  it('refuses anything else by name, before its handler runs', async () => {
    recebidos.length = 0;
    const r = await enviar('/sem-corpo', '{"senha": "x"}');
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'senha', message: 'Campo não permitido.' }] });
    for (const payload of ['[1]', '"texto"', '42', 'true']) expect((await enviar('/sem-corpo', payload)).statusCode).toBe(422);
    expect((await enviar('/sem-corpo', '[1]', 'DELETE')).statusCode).toBe(422);
    expect(recebidos).toEqual([]);
  });

  it('but a multipart one leaves the body to its handler (which refuses JSON as not multipart)', async () => {
    expect((await enviar('/arquivos', '{"file": "x"}')).statusCode).toBe(200);
  });
});

describe('a body schema that lists its members', () => {
  it('refuses a member it does not list, unless it says so', async () => {
    const r = await enviar('/listado', '{"nome": "Ana", "administrador": true}');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'administrador', message: 'Campo não permitido.' }]);
    expect((await enviar('/aberto', '{"nome": "Ana", "outro": 1}')).statusCode).toBe(200);
    expect((await enviar('/no-handler', '{"qualquer": 1}')).statusCode).toBe(200);
  });
});

describe('a deeply nested body', () => {
  const aninhado = (n: number) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`;

  it('is refused with a 422 naming its member, on every kind of route', async () => {
    for (const url of ['/sem-corpo', '/listado', '/no-handler']) {
      const r = await enviar(url, aninhado(10_000));
      expect(r.statusCode, url).toBe(422);
      expect(r.json().errors).toEqual([{ field: 'a', message: 'Valor inválido.' }]);
    }
  });

  it('is measured without recursion, and forms stay well inside the limit', () => {
    expect(membroFundoDemais(JSON.parse(aninhado(100_000)))).toBe('a');
    expect(membroFundoDemais(JSON.parse(aninhado(PROFUNDIDADE_MAXIMA)))).toBeNull();
    expect(membroFundoDemais(JSON.parse(aninhado(PROFUNDIDADE_MAXIMA + 1)))).toBe('a');
    expect(membroFundoDemais({ nome: 'Ana', anexos: [{ arquivo: { id: 1 } }] })).toBeNull();
  });
});
