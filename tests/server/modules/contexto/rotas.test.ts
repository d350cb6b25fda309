import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario, MENSAGEM_FORMULARIO, sessaoDoToken } from '../../ajudantes.ts';

let t: AppDeTeste;
let sede: number;
let norte: number;
let sul: number;
beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  // A unit nobody of the demo belongs to, with a user of its own.
  sul = (await t.db.insertInto('unidade').values({ nome: 'Unidade Sul', cnpj: null }).returning('id').executeTakeFirstOrThrow()).id;
  await criarUsuario(t.db, { login: 'sulista', senha: 'sulista-123', unidadeIds: [sul] });
});
afterAll(() => t.fechar());

const contexto = async (token: string) => {
  const r = await t.chamar({ method: 'GET', url: '/api/context', token });
  expect(r.statusCode).toBe(200);
  return r.json().content;
};

describe('GET /api/context', () => {
  it('answers the user, the institution, no unit until one is chosen, and the user\'s units (admin)', async () => {
    const token = await t.entrar('admin');
    const content = await contexto(token);
    expect(content).toEqual({
      usuario: {
        id: await idDoUsuario(t.db, 'admin'),
        nome: 'Administrador',
        login: 'admin',
        email: 'admin@alicerce.example.com.br',
        temFoto: false,
      },
      database: { nome: 'Instituto Alicerce' },
      unidade: null,
      unidades: [
        { id: sede, nome: 'Sede' },
        { id: norte, nome: 'Unidade Norte' },
      ],
    });
  });

  it('gives a user with a single unit that unit at login (operador → Sede)', async () => {
    const token = await t.entrar('operador');
    const content = await contexto(token);
    expect(content.usuario.login).toBe('operador');
    expect(content.unidade).toEqual({ id: sede, nome: 'Sede' });
    expect(content.unidades).toEqual([{ id: sede, nome: 'Sede' }]);
    expect((await sessaoDoToken(t.db, token)).unidade_id).toBe(sede);
  });

  it('never lists an inactive unit', async () => {
    await t.db.updateTable('unidade').set({ ativo: false }).where('id', '=', norte).execute();
    try {
      const content = await contexto(await t.entrar('admin'));
      expect(content.unidades).toEqual([{ id: sede, nome: 'Sede' }]);
    } finally {
      await t.db.updateTable('unidade').set({ ativo: true }).where('id', '=', norte).execute();
    }
  });
});

describe('POST /api/context/unidade', () => {
  it('chooses one of the user\'s units for this session only', async () => {
    const token = await t.entrar('admin');
    const outra = await t.entrar('admin');
    const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: norte } });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.unidade).toEqual({ id: norte, nome: 'Unidade Norte' });
    expect((await contexto(token)).unidade).toEqual({ id: norte, nome: 'Unidade Norte' });
    // Another session of the same user keeps its own (still empty) choice.
    expect((await contexto(outra)).unidade).toBeNull();

    // And the unit can be switched.
    const troca = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: sede } });
    expect(troca.statusCode).toBe(200);
    expect((await contexto(token)).unidade).toEqual({ id: sede, nome: 'Sede' });
  });

  it.each([
    ['a unit of another user', () => sul],
    ['a nonexistent unit', () => 987654],
  ])('refuses %s with 403 and leaves the session unchanged', async (_caso, unidade) => {
    const token = await t.entrarNaUnidade('admin', 'Sede');
    const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: unidade() } });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: 'Você não tem acesso a esta unidade.' });
    expect((await sessaoDoToken(t.db, token)).unidade_id).toBe(sede);
    expect((await contexto(token)).unidade).toEqual({ id: sede, nome: 'Sede' });
  });

  it('refuses the operador a unit he does not belong to (Unidade Norte)', async () => {
    const token = await t.entrar('operador');
    const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: norte } });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Você não tem acesso a esta unidade.');
    expect((await sessaoDoToken(t.db, token)).unidade_id).toBe(sede);
  });

  it('refuses an inactive unit even when the user belongs to it', async () => {
    const token = await t.entrar('admin');
    await t.db.updateTable('unidade').set({ ativo: false }).where('id', '=', norte).execute();
    try {
      const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: norte } });
      expect(r.statusCode).toBe(403);
      expect((await sessaoDoToken(t.db, token)).unidade_id).toBeNull();
    } finally {
      await t.db.updateTable('unidade').set({ ativo: true }).where('id', '=', norte).execute();
    }
  });

  it.each([
    ['a text', { unidadeId: 'abc' }, 'unidadeId', 'Valor inválido.'],
    ['a fraction', { unidadeId: 1.5 }, 'unidadeId', 'Valor inválido.'],
    ['zero', { unidadeId: 0 }, 'unidadeId', 'Valor inválido.'],
    ['a negative id', { unidadeId: -1 }, 'unidadeId', 'Valor inválido.'],
    ['an id beyond an integer column', { unidadeId: 2 ** 40 }, 'unidadeId', 'Valor inválido.'],
    ['an object', { unidadeId: { id: 1 } }, 'unidadeId', 'Valor inválido.'],
    ['a missing id', {}, 'unidadeId', 'Preenchimento obrigatório.'],
  ])('answers 422 for %s and leaves the session unchanged', async (_caso, payload, field, message) => {
    const token = await t.entrarNaUnidade('admin', 'Unidade Norte');
    const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message }] });
    expect((await sessaoDoToken(t.db, token)).unidade_id).toBe(norte);
  });

  it('answers 422 for a body that is not an object', async () => {
    const token = await t.entrar('admin');
    const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: [sede] });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect((await sessaoDoToken(t.db, token)).unidade_id).toBeNull();
  });

  it('needs a session', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/context/unidade', payload: { unidadeId: sede } });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });
});

describe('GET /api/context/usuarios/permissoes', () => {
  it('lists the tags of the operador, sorted', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/context/usuarios/permissoes', token: await t.entrar('operador') });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      content: ['gestaopessoas.pessoa.editar', 'gestaopessoas.pessoa.imprimir', 'gestaopessoas.pessoa.visualizar', 'suprimentos.estoque.almoxarife'],
    });
  });

  it('lists administrador for the admin', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/context/usuarios/permissoes', token: await t.entrar('admin') });
    expect(r.json()).toEqual({ content: ['administrador'] });
  });

  it('is an empty list for a user without any group', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/context/usuarios/permissoes', token: await t.entrar('sulista', 'sulista-123') });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: [] });
  });

  it('needs a session', async () => {
    expect((await t.chamar({ method: 'GET', url: '/api/context/usuarios/permissoes' })).statusCode).toBe(401);
  });
});
