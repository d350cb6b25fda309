import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDoToken, novoToken } from '../../../../src/server/auth/tokens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, sessaoDoToken } from '../../ajudantes.ts';

// A stored parameter changes the server's behaviour at once, on the next request: sessions,
// the password policy, the CSP's tile server, the default page size and the time zone.

let t: AppDeTeste;
let admin: string;
let sede: number;
beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrar('admin');
  sede = await idDaUnidade(t.db, 'Sede');
});
afterAll(() => t.fechar());

const gravar = async (payload: object) => {
  const r = await t.chamar({ method: 'PUT', url: '/api/parametros', token: admin, payload });
  expect(r.statusCode).toBe(200);
};
const restaurar = async (chave: string) => {
  expect((await t.chamar({ method: 'DELETE', url: `/api/parametros/${chave}`, token: admin })).statusCode).toBe(200);
};
const contexto = (token: string) => t.chamar({ method: 'GET', url: '/api/context', token });

async function envelhecer(token: string, coluna: 'ultimo_uso_em' | 'criada_em', minutos: number) {
  const { id } = await sessaoDoToken(t.db, token);
  await t.db
    .updateTable('sessao')
    .set({ [coluna]: sql`now() - make_interval(mins => ${minutos})` })
    .where('id', '=', id)
    .execute();
}

describe('session limits', () => {
  it('a shorter idle limit ends a session idle for longer at its next request', async () => {
    await criarUsuario(t.db, { login: 'ociosa', senha: 'ociosa-123', unidadeIds: [sede] });
    const dentro = await t.entrar('ociosa', 'ociosa-123');
    const fora = await t.entrar('ociosa', 'ociosa-123');
    await envelhecer(dentro, 'ultimo_uso_em', 20);
    // Within the default (30 minutes): still open (and the request renews its last use).
    expect((await contexto(dentro)).statusCode).toBe(200);

    await gravar({ sessaoInativaMinutos: 10 });
    await envelhecer(fora, 'ultimo_uso_em', 20);
    const r = await contexto(fora);
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
    expect((await contexto(dentro)).statusCode).toBe(200);
    await restaurar('sessaoInativaMinutos');
  });

  it('a shorter absolute limit ends a session opened before it', async () => {
    const token = await t.entrar('ociosa', 'ociosa-123');
    await envelhecer(token, 'criada_em', 3 * 60);
    expect((await contexto(token)).statusCode).toBe(200);
    await gravar({ sessaoMaximaHoras: 2 });
    expect((await contexto(token)).statusCode).toBe(401);
    await restaurar('sessaoMaximaHoras');
  });
});

describe('password policy', () => {
  let token: string;
  beforeAll(async () => {
    await criarUsuario(t.db, { login: 'politica', senha: 'senha-antiga-1', unidadeIds: [sede] });
    token = await t.entrar('politica', 'senha-antiga-1');
    await gravar({ senhaTamanhoMinimo: 12, senhaExigeNumero: true, senhaExigeLetra: true });
  });

  const trocar = (novaSenha: string) =>
    t.chamar({ method: 'POST', url: '/api/perfilusuario/senha', token, payload: { senhaAtual: 'senha-antiga-1', novaSenha, confirmacaoSenha: novaSenha } });

  it.each([
    ['shorter than the minimum', 'curtinha-1', 'A senha deve ter pelo menos 12 caracteres.'],
    ['without a digit', 'sem-numeros-aqui', 'A senha deve conter pelo menos um número.'],
    ['without a letter', '1234-5678-9012', 'A senha deve conter pelo menos uma letra.'],
  ])('a new password %s is refused on the profile', async (_caso, senha, message) => {
    const r = await trocar(senha);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'novaSenha', message }] });
  });

  it('is enforced on the recovery link too', async () => {
    const usuarioId = (await sessaoDoToken(t.db, token)).usuario_id;
    const { token: link } = novoToken();
    await t.db
      .insertInto('token_recuperacao')
      .values({ usuario_id: usuarioId, token_hash: hashDoToken(link), expira_em: new Date(Date.now() + 3_600_000) })
      .execute();
    const curta = await t.chamar({ method: 'POST', url: '/api/novasenha', payload: { token: link, senha: 'abc-12345', confirmacaoSenha: 'abc-12345' } });
    expect(curta.statusCode).toBe(422);
    expect(curta.json().errors).toEqual([{ field: 'senha', message: 'A senha deve ter pelo menos 12 caracteres.' }]);
    const boa = await t.chamar({ method: 'POST', url: '/api/novasenha', payload: { token: link, senha: 'senha-boa-2026', confirmacaoSenha: 'senha-boa-2026' } });
    expect(boa.statusCode).toBe(200);
  });

  it('a password that meets it is accepted; restoring the default relaxes it again', async () => {
    token = await t.entrar('politica', 'senha-boa-2026');
    const r = await t.chamar({ method: 'POST', url: '/api/perfilusuario/senha', token, payload: { senhaAtual: 'senha-boa-2026', novaSenha: 'senha-nova-2027', confirmacaoSenha: 'senha-nova-2027' } });
    expect(r.statusCode).toBe(200);
    await restaurar('senhaTamanhoMinimo');
    await restaurar('senhaExigeNumero');
    await restaurar('senhaExigeLetra');
    const relaxada = await t.chamar({ method: 'POST', url: '/api/perfilusuario/senha', token, payload: { senhaAtual: 'senha-nova-2027', novaSenha: 'somenteletras', confirmacaoSenha: 'somenteletras' } });
    expect(relaxada.statusCode).toBe(200);
  });
});

describe('Content-Security-Policy', () => {
  const imgSrc = async () => {
    const r = await t.chamar({ method: 'GET', url: '/health' });
    return /img-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1];
  };

  it('allows only the configured tile server besides self, data: and blob:', async () => {
    expect(await imgSrc()).toBe("'self' data: blob: https://tile.openstreetmap.org");
    await gravar({ urlDosTiles: 'https://{s}.tiles.example.org:8443/mapa/{z}/{x}/{y}.png' });
    expect(await imgSrc()).toBe("'self' data: blob: https://*.tiles.example.org:8443");
    await gravar({ urlDosTiles: 'https://mapas.example.com.br/{z}/{x}/{y}.png?chave=abc' });
    expect(await imgSrc()).toBe("'self' data: blob: https://mapas.example.com.br");
    await restaurar('urlDosTiles');
    expect(await imgSrc()).toBe("'self' data: blob: https://tile.openstreetmap.org");
  });
});

describe('default page size', () => {
  it('applies to a paged call that names no rpp; an explicit rpp wins', async () => {
    const rpp = async (url: string) => (await t.chamar({ method: 'GET', url, token: admin })).json().content.rpp;
    expect(await rpp('/api/tarefas')).toBe(10);
    await gravar({ tamanhoDePagina: 25 });
    expect(await rpp('/api/tarefas')).toBe(25);
    expect(await rpp('/api/tarefas?rpp=5')).toBe(5);
    expect(await rpp('/api/parametros/email/saida')).toBe(25);
    await restaurar('tamanhoDePagina');
    expect(await rpp('/api/tarefas')).toBe(10);
  });
});

describe('time zone', () => {
  it("a day's period follows the stored zone: a message sent at 02:00 UTC is the previous day in São Paulo and the same day in Tokyo", async () => {
    const operador = await t.entrar('operador');
    const { id: adminId } = await t.db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const enviada = await t.chamar({ method: 'POST', url: '/api/mensagens', token: operador, payload: { assunto: 'Fuso', corpo: 'Madrugada.', destinatarios: [adminId] } });
    expect(enviada.statusCode, enviada.body).toBe(200);
    await t.db.updateTable('mensagem').set({ enviada_em: new Date('2026-03-10T02:00:00Z') }).where('id', '=', enviada.json().content.id).execute();
    const noDia = async () =>
      (await t.chamar({ method: 'GET', url: '/api/mensagens/caixaentrada?dataInicial=2026-03-10&dataFinal=2026-03-10', token: admin })).json().content.resultList.map(
        (m: { assunto: string }) => m.assunto,
      );
    expect(await noDia()).toEqual([]);
    await gravar({ fusoHorario: 'Asia/Tokyo' });
    expect(await noDia()).toEqual(['Fuso']);
    await restaurar('fusoHorario');
    expect(await noDia()).toEqual([]);
  });
});
