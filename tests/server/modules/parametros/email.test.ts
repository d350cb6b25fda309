import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origemDoEmail, type EmailDaSaida, type EstadosDoEmail } from '../../../../src/shared/api/parametrosEmail.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// SMTP_URL's server is the default; the screen's settings override it at once.
const SMTP_URL = 'smtp://remetente%40ong.org:segredo-do-ambiente@mail.ong.example.org:2525';

let t: AppDeTeste;
let admin: string;
beforeAll(async () => {
  t = await criarAppDeTeste({ smtpUrl: SMTP_URL });
  admin = await t.entrar('admin');
});
afterAll(() => t.fechar());

const ler = () => t.chamar({ method: 'GET', url: '/api/parametros/email', token: admin });
const gravar = (payload: unknown) => t.chamar({ method: 'PUT', url: '/api/parametros/email', token: admin, payload: payload as object });
const testar = (para: unknown) => t.chamar({ method: 'POST', url: '/api/parametros/email/teste', token: admin, payload: { para } });
const guardado = async () => (await t.db.selectFrom('parametro').select('valor').where('chave', '=', 'parametroemail').executeTakeFirst())?.valor;

/** A local port where nothing listens: the SMTP connection is refused at once. */
async function portaFechada(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const endereco = servidor.address();
  await new Promise<void>((resolve) => servidor.close(() => resolve()));
  if (endereco === null || typeof endereco === 'string') throw new Error('sem porta');
  return endereco.port;
}

const VALIDO = { host: 'smtp.ong.example.org', porta: 587, seguro: false, usuario: 'envios', senha: 'senha-smtp-1', remetente: 'contato@ong.example.org' };

const estados = (r: { json<T>(): T }) => r.json<{ content: EstadosDoEmail }>().content;

describe('GET /api/parametros/email', () => {
  it("shows SMTP_URL's server as each field's default, never its password", async () => {
    const r = await ler();
    expect(r.statusCode).toBe(200);
    expect(estados(r)).toEqual({
      host: { valor: 'mail.ong.example.org', padrao: 'mail.ong.example.org', alterado: false },
      porta: { valor: 2525, padrao: 2525, alterado: false },
      seguro: { valor: false, padrao: false, alterado: false },
      usuario: { valor: 'remetente@ong.org', padrao: 'remetente@ong.org', alterado: false },
      senha: { valor: null, padrao: null, alterado: false, definido: true },
      remetente: { valor: 'nao-responda@alicerce.local', padrao: 'nao-responda@alicerce.local', alterado: false },
    });
    expect(origemDoEmail(estados(r))).toBe('ambiente');
    expect(r.body).not.toContain('segredo-do-ambiente');
  });
});

describe('PUT /api/parametros/email — bad input is a 422 and changes nothing', () => {
  it.each([
    ['no host', { ...VALIDO, host: '' }, 'host', 'Preenchimento obrigatório.'],
    ['a host with a space', { ...VALIDO, host: 'smtp ong.org' }, 'host', 'Servidor inválido.'],
    ['a host as a number', { ...VALIDO, host: 10 }, 'host', 'Informe um texto.'],
    ['port 0', { ...VALIDO, porta: 0 }, 'porta', 'O valor deve ser maior ou igual a 1.'],
    ['port 70000', { ...VALIDO, porta: 70000 }, 'porta', 'O valor deve ser menor ou igual a 65.535.'],
    ['a port as text', { ...VALIDO, porta: '587' }, 'porta', 'Informe um número inteiro.'],
    ['TLS as text', { ...VALIDO, seguro: 'true' }, 'seguro', 'Informe sim ou não.'],
    ['a sender that is no e-mail', { ...VALIDO, remetente: 'contato' }, 'remetente', 'Email inválido'],
    ['a 1 MB password', { ...VALIDO, senha: 's'.repeat(1_000_000) }, 'senha', 'Tamanho máximo de 200 excedido.'],
    ['a user with a line break', { ...VALIDO, usuario: 'envios\r\nRCPT TO:<x@y.z>' }, 'usuario', 'O texto contém caracteres de controle, que não são aceitos.'],
    ['an unknown field', { ...VALIDO, ignorarCertificado: true }, 'ignorarCertificado', 'Campo não permitido.'],
    ['a required field emptied', { remetente: null }, 'remetente', 'Preenchimento obrigatório.'],
  ])('%s', async (_caso, payload, field, message) => {
    const auditoria = await contarAuditoria(t.db);
    const r = await gravar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message }] });
    expect(await guardado()).toBeUndefined();
    expect(await contarAuditoria(t.db)).toBe(auditoria);
  });
});

describe('PUT and DELETE /api/parametros/email', () => {
  it('stores the fields sent over SMTP_URL, never returns or audits the password, and an empty one keeps it', async () => {
    const r = await gravar(VALIDO);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Configuração de e-mail salva.');
    expect(estados(r)).toMatchObject({
      host: { valor: 'smtp.ong.example.org', padrao: 'mail.ong.example.org', alterado: true },
      senha: { valor: null, alterado: true, definido: true },
    });
    expect(origemDoEmail(estados(r))).toBe('parametros');
    expect(r.body).not.toContain('senha-smtp-1');
    expect((await ler()).body).not.toContain('senha-smtp-1');
    const auditoria = await t.db.selectFrom('auditoria').select('alteracoes').where('entidade', '=', 'parametroemail').execute();
    expect(JSON.stringify(auditoria)).not.toContain('senha-smtp-1');

    expect((await gravar({ senha: '', porta: 465, seguro: true })).statusCode).toBe(200);
    expect(await guardado()).toMatchObject({ porta: 465, seguro: true, senha: 'senha-smtp-1' });
    expect((await gravar({ porta: 587, seguro: false })).statusCode).toBe(200);
    expect(await guardado()).toMatchObject({ senha: 'senha-smtp-1' });
  });

  it("DELETE of a field goes back to SMTP_URL's value; with none saved, to SMTP_URL's server", async () => {
    const r = await t.chamar({ method: 'DELETE', url: '/api/parametros/email/host', token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Valor padrão restaurado.');
    expect(estados(r).host).toEqual({ valor: 'mail.ong.example.org', padrao: 'mail.ong.example.org', alterado: false });
    expect(await guardado()).not.toHaveProperty('host');
    for (const campo of ['porta', 'seguro', 'usuario', 'senha', 'remetente']) {
      expect((await t.chamar({ method: 'DELETE', url: `/api/parametros/email/${campo}`, token: admin })).statusCode).toBe(200);
    }
    expect(origemDoEmail(estados(await ler()))).toBe('ambiente');
    expect(await guardado()).toBeUndefined();
    expect((await t.chamar({ method: 'DELETE', url: '/api/parametros/email/cor', token: admin })).statusCode).toBe(422);
  });
});

describe('POST /api/parametros/email/teste', () => {
  it.each([
    ['no address', '', 'Preenchimento obrigatório.'],
    ['no e-mail', 'fulano', 'Email inválido'],
    ['a number', 42, 'Preenchimento obrigatório.'],
  ])('refuses %s', async (_caso, para, message) => {
    const r = await testar(para);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'para', message }]);
  });

  it("answers the SMTP server's error as a 422 (no 500) and records it in the outbox", async () => {
    const porta = await portaFechada();
    expect((await gravar({ ...VALIDO, host: '127.0.0.1', porta, usuario: '' })).statusCode).toBe(200);
    const r = await testar('teste@ong.example.org');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/^O servidor SMTP recusou o envio: .*ECONNREFUSED/);
    const linha = await t.db.selectFrom('email_saida').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ para: 'teste@ong.example.org', enviado_em: null });
    expect(linha.erro).toContain('ECONNREFUSED');
  });
});

describe('without SMTP', () => {
  let semSmtp: AppDeTeste;
  let token: string;
  beforeAll(async () => {
    semSmtp = await criarAppDeTeste();
    token = await semSmtp.entrar('admin');
  });
  afterAll(() => semSmtp.fechar());

  it('the test e-mail lands in the outbox, listed newest first with its text readable', async () => {
    const semServidor = (await semSmtp.chamar({ method: 'GET', url: '/api/parametros/email', token })).json<{ content: EstadosDoEmail }>().content;
    expect(origemDoEmail(semServidor)).toBe('nenhuma');
    expect(semServidor).toMatchObject({ host: { valor: null }, porta: { valor: 587 }, senha: { definido: false } });
    await semSmtp.chamar({ method: 'POST', url: '/api/recuperarsenha', payload: { login: 'admin' } });
    const r = await semSmtp.chamar({ method: 'POST', url: '/api/parametros/email/teste', token, payload: { para: ' equipe@ong.example.org ' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Não há servidor SMTP configurado: o e-mail de teste foi guardado na caixa de saída.');

    const lista = await semSmtp.chamar({ method: 'GET', url: '/api/parametros/email/saida?page=1&rpp=10', token });
    expect(lista.statusCode).toBe(200);
    const { resultList, count } = lista.json<{ content: { resultList: EmailDaSaida[]; count: number } }>().content;
    expect(count).toBe(2);
    expect(resultList[0]).toMatchObject({ para: 'equipe@ong.example.org', assunto: 'E-mail de teste do Alicerce', enviadoEm: null, erro: null });
    expect(resultList[0]).not.toHaveProperty('corpo');
    expect(resultList[1]?.para).toBe('admin@alicerce.example.com.br');

    const aberto = await semSmtp.chamar({ method: 'GET', url: `/api/parametros/email/saida/${resultList[0]?.id}`, token });
    expect(aberto.json().content.corpo).toMatch(/^Este é um e-mail de teste/);
    expect((await semSmtp.chamar({ method: 'GET', url: '/api/parametros/email/saida/999999', token })).statusCode).toBe(404);
    expect((await semSmtp.chamar({ method: 'GET', url: '/api/parametros/email/saida/abc', token })).statusCode).toBe(422);
  });
});
