import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../support/app.ts';
import { sessaoDoToken } from '../server/ajudantes.ts';

// Sessions (ASVS V3): tokens no one can guess, never stored, and a session that ends ends at once
// (logout, idle limit, absolute limit, the end of every session of a user).

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.fechar());

const contexto = (token: string) => t.chamar({ method: 'GET', url: '/api/context', token });

async function envelhecer(token: string, coluna: 'ultimo_uso_em' | 'criada_em', horas: number) {
  const { id } = await sessaoDoToken(t.db, token);
  await t.db
    .updateTable('sessao')
    .set({ [coluna]: sql`now() - make_interval(hours => ${horas})` })
    .where('id', '=', id)
    .execute();
}

describe('session tokens', () => {
  it('carry at least 256 bits from a uniform alphabet, are all different and are stored only as a hash', async () => {
    const tokens = await Promise.all(Array.from({ length: 40 }, () => t.entrar('operador')));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    // 43 base64url characters are 258 bits; the characters used across the sample look uniform.
    const contagem = new Map<string, number>();
    for (const c of tokens.join('')) contagem.set(c, (contagem.get(c) ?? 0) + 1);
    const total = tokens.join('').length;
    const entropiaPorCaractere = -[...contagem.values()].reduce((s, n) => s + (n / total) * Math.log2(n / total), 0);
    expect(entropiaPorCaractere).toBeGreaterThan(5.8);
    expect(entropiaPorCaractere * (tokens[0]?.length ?? 0)).toBeGreaterThanOrEqual(250);
    const guardadas = await t.db.selectFrom('sessao').selectAll().execute();
    const texto = JSON.stringify(guardadas);
    for (const token of tokens) expect(texto).not.toContain(token);
  });
});

describe('a session that ends ends at once', () => {
  it('logout: the next call with the token is 401', async () => {
    const token = await t.entrar('operador');
    expect((await contexto(token)).statusCode).toBe(200);
    expect((await t.chamar({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    const depois = await contexto(token);
    expect(depois.statusCode).toBe(401);
    expect(depois.json().message).toBe('Sessão expirada. Faça login novamente.');
  });

  it('the idle limit (default 30 minutes) and the absolute limit (default 12 hours)', async () => {
    const ociosa = await t.entrar('operador');
    await envelhecer(ociosa, 'ultimo_uso_em', 1);
    expect((await contexto(ociosa)).statusCode).toBe(401);
    const longa = await t.entrar('operador');
    await envelhecer(longa, 'criada_em', 13);
    expect((await contexto(longa)).statusCode).toBe(401);
    // In use, and younger than both: still valid.
    const viva = await t.entrar('operador');
    await envelhecer(viva, 'criada_em', 11);
    expect((await contexto(viva)).statusCode).toBe(200);
  });

  it("an administrator ending a user's sessions ends every one of them", async () => {
    const [a, b] = [await t.entrar('operador'), await t.entrar('operador')];
    const admin = await t.entrarNaUnidade('admin', 'Sede');
    const { id } = await t.db.selectFrom('usuario').select('id').where('login', '=', 'operador').executeTakeFirstOrThrow();
    expect((await t.chamar({ method: 'POST', url: `/api/usuarios/${id}/encerrarsessoes`, token: admin })).statusCode).toBe(200);
    expect((await contexto(a)).statusCode).toBe(401);
    expect((await contexto(b)).statusCode).toBe(401);
  });

  it('a forged or truncated token is 401, never a 500', async () => {
    const token = await t.entrar('operador');
    for (const falso of [token.slice(0, -1), `${token}x`, token.toUpperCase(), 'null', "' OR 1=1 --", 'a'.repeat(5000)]) {
      const r = await contexto(falso);
      expect(r.statusCode, falso.slice(0, 20)).toBe(401);
    }
  });
});
