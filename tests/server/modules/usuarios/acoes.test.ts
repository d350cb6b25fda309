import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO, sessoesAbertas } from '../../ajudantes.ts';
import { conectarEApresentar, encerrar, escutar, type ClienteDeTeste } from '../../realtime/cliente-mqtt.ts';

// The administrator's actions on a user: the password link (the recovery e-mail) and ending
// every session, live-channel connections included. Each is audited; the operador gets 403.

let t: AppDeTeste;
let admin: string;
let url: string;
let sede: number;
const abertos: ClienteDeTeste[] = [];

beforeAll(async () => {
  t = await criarAppDeTeste();
  url = await escutar(t.app);
  sede = await idDaUnidade(t.db, 'Sede');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(async () => {
  await Promise.all(abertos.map(encerrar));
  await t.fechar();
});

const acao = (id: number, nome: 'redefinirsenha' | 'encerrarsessoes', token = admin) => t.chamar({ method: 'POST', url: `/api/usuarios/${id}/${nome}`, token });

const auditoria = (id: number, acaoAuditada: string) =>
  t.db.selectFrom('auditoria').select(['usuario_id', 'alteracoes']).where('entidade', '=', 'usuario').where('entidade_id', '=', String(id)).where('acao', '=', acaoAuditada).execute();

describe('POST /api/usuarios/{id}/redefinirsenha', () => {
  it('writes the user a single-use link that sets a new password, keeping the current one until then', async () => {
    const id = await criarUsuario(t.db, { login: 'gabi', senha: 'senha-antiga-1', unidadeIds: [sede] });
    const r = await acao(id, 'redefinirsenha');
    expect(r.statusCode).toBe(200);
    // No SMTP in the tests: the reply says where the link is, not that it was sent.
    expect(r.json()).toEqual({
      content: null,
      message: 'Nenhum servidor de e-mail está configurado: o link para criar uma nova senha ficou na caixa de saída (Configurações › Parâmetros de e-mail).',
    });
    const { corpo } = await t.db.selectFrom('email_saida').select('corpo').where('para', '=', 'gabi@alicerce.example.com.br').executeTakeFirstOrThrow();
    expect(corpo).toMatch(/Um administrador pediu a redefinição da sua senha/);
    expect(corpo).not.toMatch(/senha-antiga/);
    await t.entrar('gabi', 'senha-antiga-1');

    const token = /novasenha\?token=([\w-]+)/.exec(corpo)?.[1] ?? '';
    const nova = await t.chamar({ method: 'POST', url: '/api/novasenha', payload: { token, senha: 'senha-nova-22', confirmacaoSenha: 'senha-nova-22' } });
    expect(nova.statusCode).toBe(200);
    await t.entrar('gabi', 'senha-nova-22');
    expect(await auditoria(id, 'solicitar_redefinicao_senha')).toHaveLength(1);
  });

  it('answers 409 for a user without e-mail or inactive, 404 for an unknown one', async () => {
    const semEmail = await criarUsuario(t.db, { login: 'semmail', email: null, unidadeIds: [sede] });
    const r = await acao(semEmail, 'redefinirsenha');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/não tem e-mail cadastrado/);
    const inativo = await criarUsuario(t.db, { login: 'inativo', unidadeIds: [sede] });
    await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', inativo).execute();
    expect((await acao(inativo, 'redefinirsenha')).statusCode).toBe(409);
    expect((await acao(999999, 'redefinirsenha')).statusCode).toBe(404);
  });

  it('limits the links one mailbox receives in an hour (429)', async () => {
    const id = await criarUsuario(t.db, { login: 'insistente', unidadeIds: [sede] });
    for (let i = 0; i < 5; i++) expect((await acao(id, 'redefinirsenha')).statusCode).toBe(200);
    const r = await acao(id, 'redefinirsenha');
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toMatch(/^Muitos pedidos de redefinição de senha/);
  });
});

describe('POST /api/usuarios/{id}/encerrarsessoes', () => {
  it('ends every session of the user and closes their live-channel connections', async () => {
    const id = await criarUsuario(t.db, { login: 'hugo', unidadeIds: [sede], tags: ['registrointervalo.intervalo.registrar'] });
    const [um, dois] = [await t.entrar('hugo'), await t.entrar('hugo')];
    const conexoes = await Promise.all([conectarEApresentar(url, um), conectarEApresentar(url, dois)]);
    abertos.push(...conexoes);
    const inicio = performance.now();
    const r = await acao(id, 'encerrarsessoes');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: { encerradas: 2 }, message: '2 sessões encerradas.' });
    await Promise.all(conexoes.map((c) => c.fechado));
    expect(performance.now() - inicio).toBeLessThan(1000);
    expect(await sessoesAbertas(t.db, id)).toBe(0);
    const depois = await t.chamar({ method: 'GET', url: '/api/context', token: um });
    expect(depois.statusCode).toBe(401);
    expect(depois.json().message).toMatch(/^Sessão expirada/);
    expect((await auditoria(id, 'encerrar_sessoes'))[0]?.alteracoes).toEqual({ sessoesEncerradas: 2 });
    // Nothing left to end is not an error.
    expect((await acao(id, 'encerrarsessoes')).json().content).toEqual({ encerradas: 0 });
  });
});

describe('permission', () => {
  it('refuses the operador (no configuracoes.usuario.editar) both actions with 403', async () => {
    const operador = await t.entrar('operador');
    const id = await criarUsuario(t.db, { login: 'alvo', unidadeIds: [sede] });
    for (const nome of ['redefinirsenha', 'encerrarsessoes'] as const) {
      const r = await acao(id, nome, operador);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect(await t.db.selectFrom('email_saida').select('id').where('para', '=', 'alvo@alicerce.example.com.br').executeTakeFirst()).toBeUndefined();
  });
});
