import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario } from '../../ajudantes.ts';

// No privilege escalation: a user editor who is not an administrator reaches only the users of
// their units, gives only their own units and the groups whose tags they hold, never changes
// their own groups, and cannot touch a user holding tags they lack.

const TAGS_DO_GESTOR = [
  'configuracoes.usuario.visualizar',
  'configuracoes.usuario.editar',
  'registrointervalo.intervalo.registrar',
  'gestaopessoas.pessoa.visualizar',
];

let t: AppDeTeste;
let gestor: string;
let sede: number;
let norte: number;
const grupos: Record<string, number> = {};

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  await criarUsuario(t.db, { login: 'gestor', unidadeIds: [sede], tags: TAGS_DO_GESTOR });
  await criarUsuario(t.db, { login: 'nortista', unidadeIds: [norte], tags: ['registrointervalo.intervalo.registrar'] });
  await criarUsuario(t.db, { login: 'dupla', unidadeIds: [sede, norte], tags: ['registrointervalo.intervalo.registrar'] });
  await criarUsuario(t.db, { login: 'colega', unidadeIds: [sede], tags: ['registrointervalo.intervalo.registrar'] });
  for (const g of await t.db.selectFrom('grupo_permissao').select(['id', 'nome']).execute()) grupos[g.nome] = g.id;
  gestor = await t.entrar('gestor');
});
afterAll(() => t.fechar());

const salvar = (payload: Record<string, unknown>, token = gestor) => t.chamar({ method: 'POST', url: '/api/usuarios', token, payload });
const logins = async (url: string) => (await t.chamar({ method: 'GET', url, token: gestor })).json().content.resultList.map((r: { login?: string; nome?: string }) => r.login ?? r.nome);

describe('the unit scope', () => {
  it('lists only the users who share one of the editor\'s units', async () => {
    const vistos = await logins('/api/usuarios?rpp=100');
    expect(vistos).toEqual(expect.arrayContaining(['admin', 'operador', 'gestor', 'dupla', 'colega']));
    expect(vistos).not.toContain('nortista');
  });

  it('a user of another unit reads, saves and takes actions as one that does not exist (404)', async () => {
    const id = await idDoUsuario(t.db, 'nortista');
    expect((await t.chamar({ method: 'GET', url: `/api/usuarios/${id}`, token: gestor })).statusCode).toBe(404);
    expect((await salvar({ id, nome: 'Outro nome' })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'POST', url: `/api/usuarios/${id}/redefinirsenha`, token: gestor })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'POST', url: `/api/usuarios/${id}/encerrarsessoes`, token: gestor })).statusCode).toBe(404);
    expect((await t.db.selectFrom('usuario').select('nome').where('id', '=', id).executeTakeFirstOrThrow()).nome).toBe('Usuário nortista');
  });

  it('offers only the editor\'s units and the groups whose every tag the editor holds', async () => {
    expect(await logins('/api/usuarios/opcoes/unidades')).toEqual(['Sede']);
    const oferecidos = await logins('/api/usuarios/opcoes/grupos?rpp=100');
    expect(oferecidos).toContain('Registro de Intervalo');
    expect(oferecidos).toContain('grupo de gestor');
    expect(oferecidos).not.toContain('Administradores');
    expect(oferecidos).not.toContain('Cadastro de Pessoas');
  });

  it('an administrator reaches every user and is offered every unit and group', async () => {
    const admin = await t.entrarNaUnidade('admin', 'Sede');
    const r = await t.chamar({ method: 'GET', url: '/api/usuarios?q=nortista', token: admin });
    expect(r.json().content.count).toBe(1);
    const unidades = await t.chamar({ method: 'GET', url: '/api/usuarios/opcoes/unidades', token: admin });
    expect(unidades.json().content.resultList.map((u: { nome: string }) => u.nome)).toEqual(['Sede', 'Unidade Norte']);
    const todos = await t.chamar({ method: 'GET', url: '/api/usuarios/opcoes/grupos?rpp=100', token: admin });
    expect(todos.json().content.resultList.map((g: { nome: string }) => g.nome)).toContain('Administradores');
  });
});

describe('what a non-administrator may grant', () => {
  const novo = (login: string, extra: Record<string, unknown> = {}) => ({
    login,
    nome: `Novo ${login}`,
    email: `${login}@exemplo.org`,
    unidades: [{ id: sede }],
    grupos: [{ id: grupos['Registro de Intervalo'] }],
    ...extra,
  });

  it('creates a user of their unit with a group whose tags they hold', async () => {
    const r = await salvar(novo('permitido'));
    expect(r.statusCode).toBe(200);
  });

  it.each([
    ['Administradores', 'administrador'],
    ['Cadastro de Pessoas', 'gestaopessoas.pessoa.editar'],
  ])('refuses (403) to grant the group %s, holding a tag the editor lacks (%s)', async (grupo) => {
    const r = await salvar(novo(`escala${grupo.length}`, { grupos: [{ id: grupos[grupo] }] }));
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Você só pode conceder permissões que você mesmo possui.');
    expect(await t.db.selectFrom('usuario').select('id').where('login', '=', `escala${grupo.length}`).executeTakeFirst()).toBeUndefined();
  });

  it('refuses (403) a unit the editor does not belong to, and taking one away', async () => {
    const r = await salvar(novo('nonorte', { unidades: [{ id: sede }, { id: norte }] }));
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Você só pode atribuir ou retirar unidades às quais você pertence.');
    const dupla = await idDoUsuario(t.db, 'dupla');
    const retirar = await salvar({ id: dupla, unidades: [{ id: sede }] });
    expect(retirar.statusCode).toBe(403);
    // Keeping the unit it cannot reach, the editor may change the rest.
    const mantendo = await salvar({ id: dupla, nome: 'Dupla Renomeada', unidades: [{ id: sede }, { id: norte }] });
    expect(mantendo.statusCode).toBe(200);
  });

  it('never changes their own groups, though they may change their own name', async () => {
    const proprio = await idDoUsuario(t.db, 'gestor');
    const meusGrupos = [{ id: grupos['grupo de gestor'] }];
    for (const outros of [[...meusGrupos, { id: grupos['Registro de Intervalo'] }], [...meusGrupos, { id: grupos['Administradores'] }], []]) {
      const r = await salvar({ id: proprio, grupos: outros });
      expect(r.statusCode).toBe(403);
    }
    expect((await salvar({ id: proprio, grupos: meusGrupos })).json().message).toBe('Registro salvo.');
    expect((await salvar({ id: proprio, nome: 'Gestor de Usuários' })).statusCode).toBe(200);
    const tags = await t.chamar({ method: 'GET', url: '/api/context/usuarios/permissoes', token: gestor });
    expect(tags.json().content).toEqual([...TAGS_DO_GESTOR].sort());
  });

  it('cannot change, reset or log out a user holding tags the editor lacks (the operador, the admin)', async () => {
    for (const login of ['operador', 'admin']) {
      const id = await idDoUsuario(t.db, login);
      expect((await t.chamar({ method: 'GET', url: `/api/usuarios/${id}`, token: gestor })).statusCode).toBe(200);
      const email = await salvar({ id, email: 'gestor-toma-conta@exemplo.org' });
      expect(email.statusCode).toBe(403);
      expect(email.json().message).toBe('Você não pode alterar um usuário com permissões que você não possui.');
      expect((await t.chamar({ method: 'POST', url: `/api/usuarios/${id}/redefinirsenha`, token: gestor })).statusCode).toBe(403);
      expect((await t.chamar({ method: 'POST', url: `/api/usuarios/${id}/encerrarsessoes`, token: gestor })).statusCode).toBe(403);
    }
    const { email } = await t.db.selectFrom('usuario').select('email').where('login', '=', 'admin').executeTakeFirstOrThrow();
    expect(email).toBe('admin@alicerce.example.com.br');
  });

  it('changes a colleague holding only tags the editor holds', async () => {
    const id = await idDoUsuario(t.db, 'colega');
    const r = await salvar({ id, ativo: false });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.ativo).toBe(false);
  });
});
