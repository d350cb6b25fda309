import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

let t: AppDeTeste;
let sede: number;
let usuarioId: number;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  usuarioId = await criarUsuario(t.db, { login: 'maria', nome: 'Maria Souza', email: 'maria@alicerce.example.com.br', senha: 'senha-da-maria', unidadeIds: [sede] });
  token = await t.entrar('maria', 'senha-da-maria');
});
afterAll(() => t.fechar());

const linhaDoUsuario = () =>
  t.db.selectFrom('usuario').select(['login', 'nome', 'email', 'senha_hash', 'ativo', 'foto_arquivo_id']).where('id', '=', usuarioId).executeTakeFirstOrThrow();

const salvar = (payload: unknown, tk = token) =>
  t.chamar({ method: 'POST', url: '/api/perfilusuario', token: tk, payload: payload as object });

describe('GET /api/perfilusuario', () => {
  it('answers the signed-in user\'s own profile', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/perfilusuario', token });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      content: { nome: 'Maria Souza', email: 'maria@alicerce.example.com.br', login: 'maria', temFoto: false },
    });
  });

  it('needs a session', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/perfilusuario' });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });
});

describe('POST /api/perfilusuario', () => {
  it('saves name and e-mail, answers the new profile and records who changed what in the audit table', async () => {
    const r = await salvar({ nome: '  Maria de Souza  ', email: 'maria.souza@alicerce.example.com.br' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      content: { nome: 'Maria de Souza', email: 'maria.souza@alicerce.example.com.br', login: 'maria', temFoto: false },
      message: 'Perfil atualizado.',
    });
    expect(await linhaDoUsuario()).toMatchObject({ nome: 'Maria de Souza', email: 'maria.souza@alicerce.example.com.br' });

    const auditoria = await t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('entidade', '=', 'usuario')
      .where('entidade_id', '=', String(usuarioId))
      .where('acao', '=', 'alterar')
      .execute();
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({
      usuario_id: usuarioId,
      unidade_id: sede,
      entidade: 'usuario',
      entidade_id: String(usuarioId),
      acao: 'alterar',
      alteracoes: {
        nome: { de: 'Maria Souza', para: 'Maria de Souza' },
        email: { de: 'maria@alicerce.example.com.br', para: 'maria.souza@alicerce.example.com.br' },
      },
    });
    expect(auditoria[0]!.quando).toBeInstanceOf(Date);
  });

  it('records only the fields that changed, and an empty e-mail is stored as none', async () => {
    const antes = await contarAuditoria(t.db);
    const r = await salvar({ nome: 'Maria de Souza', email: '' });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.email).toBeNull();
    expect((await linhaDoUsuario()).email).toBeNull();
    expect(await contarAuditoria(t.db)).toBe(antes + 1);
    const ultima = await t.db.selectFrom('auditoria').select('alteracoes').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ultima.alteracoes).toEqual({ email: { de: 'maria.souza@alicerce.example.com.br', para: null } });
  });

  it('records the unit as none for a session without a chosen unit', async () => {
    const semUnidade = await t.entrar('admin');
    expect((await salvar({ nome: 'Administrador', email: 'admin@alicerce.example.com.br' }, semUnidade)).statusCode).toBe(200);
    const ultima = await t.db.selectFrom('auditoria').select(['usuario_id', 'unidade_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ultima.unidade_id).toBeNull();
    expect(ultima.usuario_id).not.toBe(usuarioId);
  });

  describe('bad input answers 422 and changes nothing', () => {
    it.each([
      ['a missing name', { email: 'a@b.com.br' }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
      ['an empty name', { nome: '', email: null }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
      ['a blank name', { nome: '    ', email: null }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
      ['a name over 120 characters', { nome: 'M'.repeat(121) }, [{ field: 'nome', message: 'Tamanho máximo de 120 excedido.' }]],
      ['an invalid e-mail', { nome: 'Maria', email: 'maria@' }, [{ field: 'email', message: 'Email inválido' }]],
      ['an e-mail without a domain', { nome: 'Maria', email: 'maria' }, [{ field: 'email', message: 'Email inválido' }]],
      [
        'both wrong',
        { nome: '', email: 'não é email' },
        [
          { field: 'nome', message: 'Preenchimento obrigatório.' },
          { field: 'email', message: 'Email inválido' },
        ],
      ],
      ['a name that is an object', { nome: { primeiro: 'Maria' } }, [{ field: 'nome', message: 'Valor inválido.' }]],
      ['an e-mail that is a list', { nome: 'Maria', email: ['a@b.com'] }, [{ field: 'email', message: 'Valor inválido.' }]],
      ['a name with a NUL character', { nome: 'Ma\u0000ria' }, [{ field: 'nome', message: 'Valor inválido.' }]],
    ])('%s', async (_caso, payload, errors) => {
      const antes = await linhaDoUsuario();
      const auditoriaAntes = await contarAuditoria(t.db);
      const r = await salvar(payload);
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
      expect(await linhaDoUsuario()).toEqual(antes);
      expect(await contarAuditoria(t.db)).toBe(auditoriaAntes);
    });
  });

  it('never writes fields other than name and e-mail (login, password hash, active, photo)', async () => {
    const antes = await linhaDoUsuario();
    const r = await salvar({
      nome: 'Maria Campos',
      email: null,
      login: 'admin',
      senha_hash: 'scrypt$1$1$1$AAAA$AAAA',
      senhaHash: 'x',
      ativo: false,
      foto_arquivo_id: 1,
      id: 1,
    });
    expect([200, 422]).toContain(r.statusCode);
    const depois = await linhaDoUsuario();
    expect(depois).toMatchObject({ login: antes.login, senha_hash: antes.senha_hash, ativo: true, foto_arquivo_id: null });
    // The other account is untouched as well.
    const adminLinha = await t.db.selectFrom('usuario').select(['login', 'nome']).where('login', '=', 'admin').executeTakeFirstOrThrow();
    expect(adminLinha.nome).toBe('Administrador');
    // And the session still works with the same password.
    expect((await t.chamar({ method: 'POST', url: '/api/login', payload: { username: 'maria', password: 'senha-da-maria' } })).statusCode).toBe(200);
    if (r.statusCode === 200) {
      const ultima = await t.db.selectFrom('auditoria').select('alteracoes').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(Object.keys(ultima.alteracoes as object)).toEqual(['nome']);
    }
  });

  it('needs a session', async () => {
    const antes = await linhaDoUsuario();
    const r = await t.chamar({ method: 'POST', url: '/api/perfilusuario', payload: { nome: 'Intruso' } });
    expect(r.statusCode).toBe(401);
    expect(await linhaDoUsuario()).toEqual(antes);
  });
});
