import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario, MENSAGEM_FORMULARIO, sessoesAbertas } from '../../ajudantes.ts';

// POST /api/usuarios: what a save checks and writes (bad input, unknown fields, uniqueness,
// sessions ended by a deactivation, the audit row).

let t: AppDeTeste;
let admin: string;
let sede: number;
let norte: number;
let grupoIntervalo: number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  grupoIntervalo = (await t.db.selectFrom('grupo_permissao').select('id').where('nome', '=', 'Registro de Intervalo').executeTakeFirstOrThrow()).id;
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const salvar = (payload: unknown, token = admin) => t.chamar({ method: 'POST', url: '/api/usuarios', token, payload: payload as object });
const novo = (login: string, extra: Record<string, unknown> = {}) => ({
  login,
  nome: `Pessoa ${login}`,
  email: `${login}@exemplo.org`,
  ativo: true,
  unidades: [{ id: sede }],
  grupos: [{ id: grupoIntervalo }],
  ...extra,
});

describe('POST /api/usuarios — create', () => {
  it('creates the user with units and groups, audits it and leaves the link to set the password in the outbox (no SMTP)', async () => {
    const r = await salvar(novo('carla'));
    expect(r.statusCode).toBe(200);
    const { content, message } = r.json();
    expect(message).toBe(
      'Usuário criado. Nenhum servidor de e-mail está configurado: o link para criar a senha ficou na caixa de saída (Configurações › Parâmetros de e-mail).',
    );
    expect(content).toEqual({
      id: expect.any(Number),
      login: 'carla',
      nome: 'Pessoa carla',
      email: 'carla@exemplo.org',
      foto: null,
      ativo: true,
      unidades: [{ id: sede, nome: 'Sede' }],
      grupos: [{ id: grupoIntervalo, nome: 'Registro de Intervalo' }],
    });
    const email = await t.db.selectFrom('email_saida').select(['assunto', 'corpo']).where('para', '=', 'carla@exemplo.org').executeTakeFirstOrThrow();
    expect(email.assunto).toBe('Alicerce: sua conta foi criada');
    expect(email.corpo).toMatch(/Seu login é: carla/);
    expect(email.corpo).toMatch(/#\/novasenha\?token=[\w-]{20,}/);
    const auditoria = await t.db.selectFrom('auditoria').selectAll().where('entidade', '=', 'usuario').where('entidade_id', '=', String(content.id)).executeTakeFirstOrThrow();
    expect(auditoria.acao).toBe('criar');
    expect(auditoria.alteracoes).toMatchObject({ login: { de: null, para: 'carla' }, unidades: { de: null, para: [sede] } });
    expect(JSON.stringify(auditoria.alteracoes)).not.toMatch(/senha|scrypt/);
    // Nobody knows the initial password (a random one, hashed): the account opens through the e-mailed link.
    const { senha_hash } = await t.db.selectFrom('usuario').select('senha_hash').where('id', '=', content.id).executeTakeFirstOrThrow();
    expect(senha_hash).toMatch(/^scrypt\$/);
  });

  it('answers GET /api/usuarios/{id} with exactly what the form sends back, never the password', async () => {
    const id = await idDoUsuario(t.db, 'carla');
    const r = await t.chamar({ method: 'GET', url: `/api/usuarios/${id}`, token: admin });
    expect(r.statusCode).toBe(200);
    expect(Object.keys(r.json().content).sort()).toEqual(['ativo', 'email', 'foto', 'grupos', 'id', 'login', 'nome', 'unidades']);
    expect(r.body).not.toMatch(/scrypt|senha/);
    // Sending it back unchanged is a valid save.
    expect((await salvar(r.json().content)).statusCode).toBe(200);
  });

  it.each([
    ['no login', { login: '' }, 'login', 'Preenchimento obrigatório.'],
    ['a short login', { login: 'ab' }, 'login', 'Tamanho mínimo permitido é 3 .'],
    ['a login with spaces', { login: 'ana maria' }, 'login', 'Use só letras sem acento, números, ponto, hífen, sublinhado e @.'],
    ['no name', { nome: '   ' }, 'nome', 'Preenchimento obrigatório.'],
    ['a bad e-mail', { email: 'nao-e-email' }, 'email', 'Email inválido'],
    ['no e-mail', { email: null }, 'email', 'Preenchimento obrigatório.'],
    ['no unit', { unidades: [] }, 'unidades', 'Preenchimento obrigatório.'],
    ['an unknown unit', { unidades: [{ id: 999999 }] }, 'unidades', 'Registro selecionado não encontrado.'],
    ['an unknown group', { grupos: [{ id: 999999 }] }, 'grupos', 'Registro selecionado não encontrado.'],
  ])('refuses %s with 422 and the field message, writing nothing', async (_caso, extra, field, message) => {
    const antes = await t.db.selectFrom('usuario').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await salvar(novo('invalido', extra));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(r.json().errors).toContainEqual({ field, message });
    const depois = await t.db.selectFrom('usuario').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it.each([
    ['a number as the name', { nome: 42 }, 'nome'],
    ['a text as the units', { unidades: 'Sede' }, 'unidades'],
    ['a unit without id', { unidades: [{ nome: 'Sede' }] }, 'unidades.0'],
    ['ativo as text', { ativo: 'sim' }, 'ativo'],
    ['a negative id', { id: -1 }, 'id'],
  ])('refuses %s (a wrong JSON type) with 422', async (_caso, extra, field) => {
    const r = await salvar(novo('tipos', extra));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toContainEqual({ field, message: 'Valor inválido.' });
  });

  it.each([['senha_hash'], ['senhaHash'], ['tags'], ['administrador'], ['criado_em']])('refuses the unknown field %s by name and writes nothing', async (campo) => {
    const r = await salvar(novo('intruso', { [campo]: 'x' }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: campo, message: 'Campo não permitido.' }]);
    expect(await t.db.selectFrom('usuario').select('id').where('login', '=', 'intruso').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of [[], 'texto', 7]) {
      const r = await t.chamar({ method: 'POST', url: '/api/usuarios', token: admin, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(r.statusCode).toBe(422);
    }
  });

  it('refuses a login or an e-mail another user has, letter case ignored', async () => {
    const login = await salvar(novo('OPERADOR', { email: 'outro@exemplo.org' }));
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual([{ field: 'login', message: 'Já existe um usuário com este login.' }]);
    const email = await salvar(novo('operadora', { email: 'Operador@Alicerce.example.com.br' }));
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual([{ field: 'email', message: 'Já existe um usuário com este e-mail.' }]);
  });

  it('refuses a photo the editor did not upload', async () => {
    const { id } = await t.db
      .insertInto('arquivo')
      .values({ nome_original: 'alheia.png', nome_armazenado: 'alheia-unica.png', tipo_mime: 'image/png', tamanho: 1, diretorio: 'fotos', criado_por: await idDoUsuario(t.db, 'operador') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await salvar(novo('comfoto', { foto: { id } }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'foto', message: 'Arquivo não encontrado.' }]);
  });
});

describe('POST /api/usuarios — change', () => {
  it('changes the units and groups of a user and audits what changed', async () => {
    const id = await criarUsuario(t.db, { login: 'dario', unidadeIds: [sede] });
    const r = await salvar({ id, unidades: [{ id: sede }, { id: norte }], grupos: [] });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.unidades.map((u: { nome: string }) => u.nome)).toEqual(['Sede', 'Unidade Norte']);
    const auditoria = await t.db.selectFrom('auditoria').select(['acao', 'alteracoes']).where('entidade', '=', 'usuario').where('entidade_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(auditoria).toEqual({ acao: 'alterar', alteracoes: { unidades: { de: [sede], para: [sede, norte] } } });
  });

  it('deactivating a user ends every session of theirs', async () => {
    const id = await criarUsuario(t.db, { login: 'elisa', unidadeIds: [sede], tags: ['registrointervalo.intervalo.registrar'] });
    const token = await t.entrar('elisa');
    await t.entrar('elisa');
    expect(await sessoesAbertas(t.db, id)).toBe(2);
    const r = await salvar({ id, ativo: false });
    expect(r.statusCode).toBe(200);
    expect(await sessoesAbertas(t.db, id)).toBe(0);
    expect((await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode).toBe(401);
    const auditoria = await t.db.selectFrom('auditoria').select('alteracoes').where('entidade', '=', 'usuario').where('entidade_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(auditoria.alteracoes).toEqual({ ativo: { de: true, para: false }, sessoesEncerradas: 2 });
  });

  it('taking a unit away ends the sessions working in it, and only those', async () => {
    const id = await criarUsuario(t.db, { login: 'fabio', unidadeIds: [sede, norte], tags: ['registrointervalo.intervalo.registrar'] });
    const naSede = await t.entrarNaUnidade('fabio', 'Sede');
    const noNorte = await t.entrarNaUnidade('fabio', 'Unidade Norte');
    expect((await salvar({ id, unidades: [{ id: sede }] })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: '/api/context', token: noNorte })).statusCode).toBe(401);
    expect((await t.chamar({ method: 'GET', url: '/api/context', token: naSede })).statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await salvar({ id: 999999, nome: 'Ninguém' })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: '/api/usuarios/999999', token: admin })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: '/api/usuarios/abc', token: admin })).statusCode).toBe(422);
  });

  it('nobody deactivates themselves, and the last active administrator stays', async () => {
    const adminId = await idDoUsuario(t.db, 'admin');
    const proprio = await salvar({ id: adminId, ativo: false });
    expect(proprio.statusCode).toBe(422);
    expect(proprio.json().errors).toEqual([{ field: 'ativo', message: 'Você não pode desativar o próprio usuário.' }]);
    const semGrupo = await salvar({ id: adminId, grupos: [] });
    expect(semGrupo.statusCode).toBe(422);
    expect(semGrupo.json().message).toBe('É preciso manter ao menos um usuário administrador ativo.');
    const grupos = await t.db.selectFrom('usuario_grupo').select('grupo_id').where('usuario_id', '=', adminId).execute();
    expect(grupos).toHaveLength(1);
  });
});
