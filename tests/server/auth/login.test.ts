import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.fechar());

describe('POST /api/login', () => {
  it('answers the token and the user, and stores only the token hash', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin' } });
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content.usuario).toEqual({ id: expect.any(Number), nome: 'Administrador', login: 'admin' });
    expect(Buffer.from(content.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const sessoes = await t.db.selectFrom('sessao').select('token_hash').execute();
    expect(sessoes.some((s) => s.token_hash.toString('base64url') === content.token)).toBe(false);
  });

  it('gives a new token at every login', async () => {
    expect(await t.entrar('admin')).not.toBe(await t.entrar('admin'));
  });

  it('accepts the login in any letter case', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'ADMIN', password: 'admin' } });
    expect(r.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'errada' }],
    ['an unknown user', { username: 'ninguem', password: 'admin' }],
  ])('refuses %s with 401 and the same message', async (_caso, payload) => {
    const r = await t.chamar({ method: 'POST', url: '/api/login', payload });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ message: 'Usuário ou senha inválidos.' });
  });

  it('answers 422 with field errors when a field is missing or of the wrong type', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'admin' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toContainEqual({ field: 'password', message: 'Preenchimento obrigatório.' });
    const lixo = await t.chamar({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('answers 422, not 500, to a username with a NUL character (PostgreSQL cannot compare one)', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'ad\u0000min', password: 'admin' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'username', message: 'Valor inválido.' }]);
  });

  it('answers 429 after more than 10 failures for one username from one address in 15 minutes', async () => {
    const tentar = (password: string, remoteAddress = '10.1.1.1') =>
      t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'operador', password }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await tentar('errada')).statusCode).toBe(401);
    const bloqueado = await tentar('operador');
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().message).toMatch(/tentativas/);
    // Another address is not blocked.
    expect((await tentar('operador', '10.2.2.2')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('a call without a session answers 401 Sessão expirada', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/context' });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
    const falso = await t.chamar({ method: 'GET', url: '/api/context', token: 'nao-e-um-token' });
    expect(falso.statusCode).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const token = await t.entrar('admin');
    expect((await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode).toBe(401);
  });

  it('a session idle for longer than the limit has expired', async () => {
    const token = await t.entrar('admin');
    await t.db.updateTable('sessao').set({ ultimo_uso_em: new Date(Date.now() - 31 * 60_000) }).execute();
    const r = await t.chamar({ method: 'GET', url: '/api/context', token });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });

  it('a session older than the absolute limit has expired even when in use', async () => {
    const token = await t.entrar('admin');
    await t.db.updateTable('sessao').set({ criada_em: new Date(Date.now() - 13 * 3600_000) }).execute();
    expect((await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode).toBe(401);
  });

  it('a deactivated user loses access at once', async () => {
    const token = await t.entrar('operador');
    await t.db.updateTable('usuario').set({ ativo: false }).where('login', '=', 'operador').execute();
    expect((await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode).toBe(401);
    await t.db.updateTable('usuario').set({ ativo: true }).where('login', '=', 'operador').execute();
  });
});
