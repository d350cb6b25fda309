import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.db, { login: 'semgrupo', senha: 'semgrupo-1', unidadeIds: [await idDaUnidade(t.db, 'Sede')] });
});
afterAll(() => t.fechar());

describe('the guard on /api routes', () => {
  it('answers 403 with the specification\'s message to a session without the route\'s tag', async () => {
    const token = await t.entrar('semgrupo', 'semgrupo-1');
    const pessoas = await t.chamar({ method: 'POST', url: '/api/pessoas/filter', token, payload: {} });
    expect(pessoas.statusCode).toBe(403);
    expect(pessoas.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    const usuarios = await t.chamar({ method: 'GET', url: '/api/usuarios', token });
    expect(usuarios.statusCode).toBe(403);
    expect(usuarios.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    // Routes without a tag stay open to every signed-in user.
    expect((await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode).toBe(200);
  });

  it('sees a tag granted or taken at the next call, without a new login', async () => {
    const token = await t.entrar('operador');
    expect((await t.chamar({ method: 'GET', url: '/api/usuarios', token })).statusCode).toBe(403);
    const grupo = await t.db
      .selectFrom('grupo_permissao')
      .select('id')
      .where('nome', '=', 'Cadastro de Pessoas')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('grupo_permissao_tag').values({ grupo_id: grupo.id, tag: 'configuracoes.usuario.visualizar' }).execute();
    try {
      expect((await t.chamar({ method: 'GET', url: '/api/usuarios', token })).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('grupo_permissao_tag').where('grupo_id', '=', grupo.id).where('tag', '=', 'configuracoes.usuario.visualizar').execute();
    }
    expect((await t.chamar({ method: 'GET', url: '/api/usuarios', token })).statusCode).toBe(403);
  });

  it('ignores an oversized X-AUTH-TOKEN header (401, not 500)', async () => {
    const grande = await t.chamar({ method: 'GET', url: '/api/context', headers: { 'x-auth-token': 'a'.repeat(5000) } });
    expect(grande.statusCode).toBe(401);
    expect(grande.json().message).toMatch(/^Sessão expirada/);
  });
});

describe('unknown /api routes', () => {
  it('answer 404 Recurso não encontrado. with a session', async () => {
    const token = await t.entrar('admin');
    for (const [method, url] of [
      ['GET', '/api/nao-existe'],
      ['POST', '/api/pessoas/nao-existe'],
      ['DELETE', '/api/context'],
      ['GET', '/api/usuarios/1/foto/extra'],
    ] as const) {
      const r = await t.chamar({ method, url, token });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
  });

  it('answer 401 without a session, so they reveal nothing about which routes exist', async () => {
    for (const url of ['/api/nao-existe', '/api/admin/segredos']) {
      const r = await t.chamar({ method: 'GET', url });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ message: 'Sessão expirada. Faça login novamente.' });
    }
  });
});
