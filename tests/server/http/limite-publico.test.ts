import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { criarContadorDePedidos, instalarLimitePublico } from '../../../src/server/http/limite-publico.ts';
import { MENSAGEM_MUITOS_PEDIDOS_PUBLICOS } from '../../../src/shared/portais/mensagens.ts';
import { instalarTratamentoDeErros } from '../../../src/server/http/tratamento-erros.ts';

// Every /api/publico/ call counts against the caller's address: over the limit, a pt-BR 429
// that says when to try again; other addresses and the staff's calls are not held back.

describe('the per-address counter', () => {
  it('lets `pedidos` calls through in a window, refuses the next with the time left, and starts over', () => {
    let agora = 0;
    const contador = criarContadorDePedidos({ pedidos: 2, janelaMs: 60_000 }, () => agora);
    expect(contador.registrar('1.1.1.1')).toBeNull();
    agora = 10_000;
    expect(contador.registrar('1.1.1.1')).toBeNull();
    expect(contador.registrar('1.1.1.1')).toBe(50_000);
    expect(contador.registrar('2.2.2.2')).toBeNull();
    agora = 60_000;
    expect(contador.registrar('1.1.1.1')).toBeNull();
  });

  it('forgets ended windows when it holds too many addresses', () => {
    let agora = 0;
    const contador = criarContadorDePedidos({ pedidos: 1, janelaMs: 1000 }, () => agora, 2);
    contador.registrar('a');
    contador.registrar('b');
    agora = 5000;
    // The sweep drops a and b; c's window is new, and a starts over as well.
    expect(contador.registrar('c')).toBeNull();
    expect(contador.registrar('a')).toBeNull();
    expect(contador.registrar('a')).toBe(1000);
  });
});

describe('the limit on /api/publico/', () => {
  const montar = async () => {
    const app = Fastify();
    instalarTratamentoDeErros(app);
    instalarLimitePublico(app, { pedidos: 2, janelaMs: 60_000 }, { agora: () => 0 });
    app.get('/api/publico/eco', { config: { publico: true } }, async () => ({ content: 'ok' }));
    app.get('/api/interna', async () => ({ content: 'ok' }));
    await app.ready();
    return app;
  };

  it('answers 429 with a pt-BR message and Retry-After past the limit, per address', async () => {
    const app = await montar();
    const de = (ip: string) => app.inject({ url: '/api/publico/eco', remoteAddress: ip });
    expect((await de('10.0.0.1')).statusCode).toBe(200);
    expect((await de('10.0.0.1')).statusCode).toBe(200);
    const barrado = await de('10.0.0.1');
    expect(barrado.statusCode).toBe(429);
    expect(barrado.json()).toEqual({ message: MENSAGEM_MUITOS_PEDIDOS_PUBLICOS });
    expect(barrado.headers['retry-after']).toBe('60');
    expect((await de('10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('counts unknown public addresses too, and never the other calls', async () => {
    const app = await montar();
    for (let i = 0; i < 2; i++) await app.inject({ url: '/api/publico/nada', remoteAddress: '10.0.0.3' });
    expect((await app.inject({ url: '/api/publico/eco', remoteAddress: '10.0.0.3' })).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/api/interna', remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
    await app.close();
  });
});
