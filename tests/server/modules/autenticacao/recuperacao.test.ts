import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, sessoesAbertas } from '../../ajudantes.ts';

const MENSAGEM = 'Se o usuário existir e tiver e-mail cadastrado, enviaremos as instruções para redefinir a senha.';
const LINK_INVALIDO = 'Link de redefinição inválido ou expirado. Solicite um novo.';
// The token is named as the field at fault, so the page can say what to do (ask for a new link).
const LINK_RECUSADO = { message: LINK_INVALIDO, errors: [{ field: 'token', message: LINK_INVALIDO }] };
const ENDERECO = 'https://alicerce.instituto.example.org';

let t: AppDeTeste;
let sede: number;
beforeAll(async () => {
  t = await criarAppDeTeste({ publicUrl: ENDERECO });
  sede = await idDaUnidade(t.db, 'Sede');
});
afterAll(() => t.fechar());

const pedir = (login: unknown, headers: Record<string, string> = {}) =>
  t.chamar({ method: 'POST', url: '/api/recuperarsenha', payload: { login } as object, headers });

const redefinir = (payload: unknown) => t.chamar({ method: 'POST', url: '/api/novasenha', payload: payload as object });

const login = (username: string, password: string) =>
  t.chamar({ method: 'POST', url: '/api/login', payload: { username, password } });

const emails = (para: string) => t.db.selectFrom('email_saida').selectAll().where('para', '=', para).orderBy('id').execute();

/** Asks for a recovery link for `login` and returns the token of the e-mail it produced. */
async function tokenDoEmail(loginOuEmail: string, para: string): Promise<string> {
  const antes = (await emails(para)).length;
  const r = await pedir(loginOuEmail);
  expect(r.statusCode).toBe(200);
  const caixa = await emails(para);
  expect(caixa).toHaveLength(antes + 1);
  const link = caixa.at(-1)!.corpo.match(/(\S+)\/#\/novasenha\?token=([A-Za-z0-9_-]+)/);
  expect(link).not.toBeNull();
  expect(link![1]).toBe(ENDERECO);
  return link![2]!;
}

describe('POST /api/recuperarsenha', () => {
  it('answers the same 200 message for an existing user and for one that does not exist', async () => {
    const existente = await pedir('admin');
    const inexistente = await pedir('ninguem-com-este-login');
    expect(existente.statusCode).toBe(200);
    expect(inexistente.statusCode).toBe(200);
    expect(existente.json()).toEqual({ content: null, message: MENSAGEM });
    expect(inexistente.json()).toEqual(existente.json());
  });

  it('sends the admin an e-mail whose link carries a token, built from the configured address and never the request\'s Host', async () => {
    const antes = (await emails('admin@alicerce.example.com.br')).length;
    const r = await pedir('ADMIN', { host: 'atacante.example.com', 'x-forwarded-host': 'atacante.example.com' });
    expect(r.statusCode).toBe(200);
    const caixa = await emails('admin@alicerce.example.com.br');
    expect(caixa).toHaveLength(antes + 1);
    const email = caixa.at(-1)!;
    expect(email.assunto).toBe('Alicerce: redefinição de senha');
    expect(email.corpo).toContain('Olá, Administrador.');
    expect(email.corpo).toMatch(new RegExp(`^${ENDERECO.replaceAll('.', '\\.')}/#/novasenha\\?token=[A-Za-z0-9_-]{40,}$`, 'm'));
    expect(email.corpo).not.toContain('atacante');
    // Only the token's hash is stored.
    const token = email.corpo.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    const guardados = await t.db.selectFrom('token_recuperacao').select('token_hash').execute();
    expect(guardados.some((g) => g.token_hash.toString('base64url') === token || g.token_hash.toString() === token)).toBe(false);
  });

  it('answers 422, not 500, to a login with a NUL character', async () => {
    const r = await pedir('ad\u0000min');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'login', message: 'Valor inválido.' }]);
  });

  it('also finds the user by e-mail', async () => {
    await tokenDoEmail('operador@alicerce.example.com.br', 'operador@alicerce.example.com.br');
  });

  it('sends nothing for an unknown login, a deactivated user or a user without e-mail, with the same reply', async () => {
    await criarUsuario(t.db, { login: 'sememail', email: null, unidadeIds: [sede] });
    const inativoId = await criarUsuario(t.db, { login: 'inativo', email: 'inativo@alicerce.example.com.br', unidadeIds: [sede] });
    await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', inativoId).execute();
    const total = async () => Number((await t.db.selectFrom('email_saida').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const antes = await total();
    for (const chave of ['desconhecido', 'sememail', 'inativo', 'inativo@alicerce.example.com.br', "' OR 1=1 --", '%']) {
      const r = await pedir(chave);
      expect(r.statusCode, chave).toBe(200);
      expect(r.json()).toEqual({ content: null, message: MENSAGEM });
    }
    expect(await total()).toBe(antes);
  });

  it('stops sending after 5 requests per hour for one user, with the same reply', async () => {
    await criarUsuario(t.db, { login: 'insistente', unidadeIds: [sede] });
    for (let i = 0; i < 7; i++) {
      const r = await pedir('insistente');
      expect(r.json()).toEqual({ content: null, message: MENSAGEM });
    }
    expect(await emails('insistente@alicerce.example.com.br')).toHaveLength(5);
  });

  it.each([
    ['a missing login', {}],
    ['an empty login', { login: '' }],
    ['a login that is an object', { login: { $ne: '' } }],
    ['a login over 200 characters', { login: 'a'.repeat(201) }],
  ])('answers 422 to %s', async (_caso, payload) => {
    const r = await t.chamar({ method: 'POST', url: '/api/recuperarsenha', payload });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
  });
});

describe('POST /api/novasenha', () => {
  it('sets the new password with the e-mailed token, once, and ends the user\'s sessions', async () => {
    const id = await criarUsuario(t.db, { login: 'esquecida', senha: 'senha-esquecida', unidadeIds: [sede] });
    const sessao = await t.entrar('esquecida', 'senha-esquecida');
    const token = await tokenDoEmail('esquecida', 'esquecida@alicerce.example.com.br');

    const r = await redefinir({ token, senha: 'lembrei-agora-1', confirmacaoSenha: 'lembrei-agora-1' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: null, message: 'Senha redefinida. Faça login com a nova senha.' });

    expect((await login('esquecida', 'lembrei-agora-1')).statusCode).toBe(200);
    expect((await login('esquecida', 'senha-esquecida')).statusCode).toBe(401);
    // The session open before the reset is over.
    expect((await t.chamar({ method: 'GET', url: '/api/context', token: sessao })).statusCode).toBe(401);
    expect(await sessoesAbertas(t.db, id)).toBe(1); // only the login just above

    const auditoria = await t.db.selectFrom('auditoria').selectAll().where('entidade_id', '=', String(id)).where('acao', '=', 'redefinir_senha').execute();
    expect(auditoria).toHaveLength(1);
    expect(JSON.stringify(auditoria[0]!.alteracoes)).not.toMatch(/lembrei|scrypt|senha/);

    // Single use.
    const deNovo = await redefinir({ token, senha: 'outra-tentativa-9', confirmacaoSenha: 'outra-tentativa-9' });
    expect(deNovo.statusCode).toBe(400);
    expect(deNovo.json()).toEqual(LINK_RECUSADO);
    expect((await login('esquecida', 'lembrei-agora-1')).statusCode).toBe(200);
  });

  it('refuses an expired token with 400 and leaves the password unchanged', async () => {
    const id = await criarUsuario(t.db, { login: 'atrasada', senha: 'senha-atrasada', unidadeIds: [sede] });
    const token = await tokenDoEmail('atrasada', 'atrasada@alicerce.example.com.br');
    await t.db.updateTable('token_recuperacao').set({ expira_em: new Date(Date.now() - 60_000) }).where('usuario_id', '=', id).execute();
    const r = await redefinir({ token, senha: 'tarde-demais-1', confirmacaoSenha: 'tarde-demais-1' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(LINK_RECUSADO);
    expect((await login('atrasada', 'senha-atrasada')).statusCode).toBe(200);
    expect((await login('atrasada', 'tarde-demais-1')).statusCode).toBe(401);
  });

  it.each([['a made-up token', 'a'.repeat(43)], ['an empty token', ''], ['SQL in the token', "' OR 1=1 --"]])(
    'refuses %s with 400',
    async (_caso, token) => {
      const auditoria = await contarAuditoria(t.db);
      const r = await redefinir({ token, senha: 'qualquer-coisa-1', confirmacaoSenha: 'qualquer-coisa-1' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual(LINK_RECUSADO);
      expect(await contarAuditoria(t.db)).toBe(auditoria);
    },
  );

  it('answers 422 to a weak or mismatched password and keeps the token usable', async () => {
    await criarUsuario(t.db, { login: 'paciente', senha: 'senha-paciente', unidadeIds: [sede] });
    const token = await tokenDoEmail('paciente', 'paciente@alicerce.example.com.br');

    const curta = await redefinir({ token, senha: 'curta', confirmacaoSenha: 'curta' });
    expect(curta.statusCode).toBe(422);
    expect(curta.json()).toEqual({
      message: MENSAGEM_FORMULARIO,
      errors: [{ field: 'senha', message: 'A senha deve ter pelo menos 8 caracteres.' }],
    });
    const diferente = await redefinir({ token, senha: 'senha-longa-1', confirmacaoSenha: 'senha-longa-2' });
    expect(diferente.statusCode).toBe(422);
    expect(diferente.json().errors).toEqual([{ field: 'confirmacaoSenha', message: 'As senhas não conferem.' }]);
    const faltando = await redefinir({ token, senha: 'senha-longa-1' });
    expect(faltando.statusCode).toBe(422);
    expect(faltando.json().errors).toEqual([{ field: 'confirmacaoSenha', message: 'Preenchimento obrigatório.' }]);
    expect((await login('paciente', 'senha-paciente')).statusCode).toBe(200);

    const certa = await redefinir({ token, senha: 'senha-longa-1', confirmacaoSenha: 'senha-longa-1' });
    expect(certa.statusCode).toBe(200);
    expect((await login('paciente', 'senha-longa-1')).statusCode).toBe(200);
  });

  it('answers 422 to a token of the wrong type or size', async () => {
    for (const token of [{ a: 1 }, ['x', 'y'], 'x'.repeat(201)]) {
      const r = await redefinir({ token, senha: 'senha-longa-1', confirmacaoSenha: 'senha-longa-1' });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toEqual([{ field: 'token', message: 'Valor inválido.' }]);
    }
  });
});
