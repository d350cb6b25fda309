import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, sessoesAbertas } from '../../ajudantes.ts';

let t: AppDeTeste;
let sede: number;
beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
});
afterAll(() => t.fechar());

const trocar = (token: string, payload: unknown) =>
  t.chamar({ method: 'POST', url: '/api/perfilusuario/senha', token, payload: payload as object });

const login = (username: string, password: string) =>
  t.chamar({ method: 'POST', url: '/api/login', payload: { username, password } });

const hashDe = async (id: number) =>
  (await t.db.selectFrom('usuario').select('senha_hash').where('id', '=', id).executeTakeFirstOrThrow()).senha_hash;

const sessaoValida = async (token: string) => (await t.chamar({ method: 'GET', url: '/api/context', token })).statusCode === 200;

describe('POST /api/perfilusuario/senha — refused changes', () => {
  let id: number;
  let token: string;
  beforeAll(async () => {
    id = await criarUsuario(t.db, { login: 'recusada', senha: 'senha-antiga-1', unidadeIds: [sede] });
    token = await t.entrar('recusada', 'senha-antiga-1');
  });

  it.each([
    [
      'a wrong current password',
      { senhaAtual: 'nao-e-essa', novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-forte' },
      [{ field: 'senhaAtual', message: 'Senha atual incorreta.' }],
    ],
    [
      'an empty current password',
      { senhaAtual: '', novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-forte' },
      [{ field: 'senhaAtual', message: 'Preenchimento obrigatório.' }],
    ],
    [
      'a new password shorter than 8 characters',
      { senhaAtual: 'senha-antiga-1', novaSenha: 'curta1', confirmacaoSenha: 'curta1' },
      [{ field: 'novaSenha', message: 'A senha deve ter pelo menos 8 caracteres.' }],
    ],
    [
      'an empty new password',
      { senhaAtual: 'senha-antiga-1', novaSenha: '', confirmacaoSenha: '' },
      [{ field: 'novaSenha', message: 'Preenchimento obrigatório.' }],
    ],
    [
      'a confirmation that does not match',
      { senhaAtual: 'senha-antiga-1', novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-fraca' },
      [{ field: 'confirmacaoSenha', message: 'As senhas não conferem.' }],
    ],
    [
      'every field wrong at once',
      { senhaAtual: 'errada', novaSenha: 'curta', confirmacaoSenha: 'outra' },
      [
        { field: 'senhaAtual', message: 'Senha atual incorreta.' },
        { field: 'novaSenha', message: 'A senha deve ter pelo menos 8 caracteres.' },
        { field: 'confirmacaoSenha', message: 'As senhas não conferem.' },
      ],
    ],
    ['a missing field', { senhaAtual: 'senha-antiga-1', novaSenha: 'nova-senha-forte' }, [{ field: 'confirmacaoSenha', message: 'Preenchimento obrigatório.' }]],
    [
      'encerrarOutrasSessoes that is not a yes/no',
      { senhaAtual: 'senha-antiga-1', novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-forte', encerrarOutrasSessoes: 'sim' },
      [{ field: 'encerrarOutrasSessoes', message: 'Valor inválido.' }],
    ],
    [
      'a password that is an object',
      { senhaAtual: { $gt: '' }, novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-forte' },
      [{ field: 'senhaAtual', message: 'Valor inválido.' }],
    ],
  ])('%s → 422, the password and the sessions unchanged', async (_caso, payload, errors) => {
    const antes = await hashDe(id);
    const auditoria = await contarAuditoria(t.db);
    const outra = await t.entrar('recusada', 'senha-antiga-1');
    const r = await trocar(token, payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
    expect(await hashDe(id)).toBe(antes);
    expect(await contarAuditoria(t.db)).toBe(auditoria);
    expect(await sessaoValida(token)).toBe(true);
    expect(await sessaoValida(outra)).toBe(true);
    expect((await login('recusada', 'senha-antiga-1')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const antes = await hashDe(id);
    const r = await t.chamar({
      method: 'POST',
      url: '/api/perfilusuario/senha',
      payload: { senhaAtual: 'senha-antiga-1', novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-forte' },
    });
    expect(r.statusCode).toBe(401);
    expect(await hashDe(id)).toBe(antes);
  });
});

describe('POST /api/perfilusuario/senha — success', () => {
  it('changes the password: the new one logs in, the old one no longer; other sessions stay open by default', async () => {
    const id = await criarUsuario(t.db, { login: 'trocadora', senha: 'senha-antiga-1', unidadeIds: [sede] });
    const token = await t.entrar('trocadora', 'senha-antiga-1');
    const outra = await t.entrar('trocadora', 'senha-antiga-1');

    const r = await trocar(token, { senhaAtual: 'senha-antiga-1', novaSenha: 'Nova senha ç 2026', confirmacaoSenha: 'Nova senha ç 2026' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: null, message: 'Senha alterada com sucesso.' });

    expect((await login('trocadora', 'Nova senha ç 2026')).statusCode).toBe(200);
    const antiga = await login('trocadora', 'senha-antiga-1');
    expect(antiga.statusCode).toBe(401);
    expect(antiga.json()).toEqual({ message: 'Usuário ou senha inválidos.' });
    expect(await sessaoValida(token)).toBe(true);
    expect(await sessaoValida(outra)).toBe(true);

    // The audit row says who changed the password, and never holds the password or its hash.
    const linha = await t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('entidade', '=', 'usuario')
      .where('entidade_id', '=', String(id))
      .where('acao', '=', 'alterar_senha')
      .executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ usuario_id: id, unidade_id: sede });
    const texto = JSON.stringify(linha.alteracoes);
    for (const segredo of ['senha-antiga-1', 'Nova senha ç 2026', 'scrypt', await hashDe(id)]) expect(texto).not.toContain(segredo);
    expect(texto).not.toMatch(/senha/i);
  });

  it('with encerrarOutrasSessoes ends every other session of the user but keeps the current one', async () => {
    const id = await criarUsuario(t.db, { login: 'cautelosa', senha: 'senha-antiga-1', unidadeIds: [sede] });
    const atual = await t.entrar('cautelosa', 'senha-antiga-1');
    const outras = [await t.entrar('cautelosa', 'senha-antiga-1'), await t.entrar('cautelosa', 'senha-antiga-1')];
    const deOutroUsuario = await t.entrar('operador');
    expect(await sessoesAbertas(t.db, id)).toBe(3);

    const r = await trocar(atual, {
      senhaAtual: 'senha-antiga-1',
      novaSenha: 'outra-senha-forte',
      confirmacaoSenha: 'outra-senha-forte',
      encerrarOutrasSessoes: true,
    });
    expect(r.statusCode).toBe(200);
    expect(await sessaoValida(atual)).toBe(true);
    for (const token of outras) {
      const ctx = await t.chamar({ method: 'GET', url: '/api/context', token });
      expect(ctx.statusCode).toBe(401);
      expect(ctx.json().message).toMatch(/^Sessão expirada/);
    }
    expect(await sessoesAbertas(t.db, id)).toBe(1);
    expect(await sessaoValida(deOutroUsuario)).toBe(true);
  });
});

describe('POST /api/perfilusuario/senha — guessing the current password', () => {
  it('answers 429 after 10 wrong current passwords, even with the right one, and keeps the hash', async () => {
    const id = await criarUsuario(t.db, { login: 'adivinha', senha: 'senha-certa-1', unidadeIds: [sede] });
    const token = await t.entrar('adivinha', 'senha-certa-1');
    const antes = await hashDe(id);
    const pedido = (senhaAtual: string) => ({ senhaAtual, novaSenha: 'nova-senha-forte', confirmacaoSenha: 'nova-senha-forte' });
    for (let i = 0; i < 10; i++) expect((await trocar(token, pedido(`chute-${i}`))).statusCode).toBe(422);
    const bloqueado = await trocar(token, pedido('senha-certa-1'));
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().message).toMatch(/Aguarde 15 minutos/);
    expect(await hashDe(id)).toBe(antes);
  });
});
