import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { ConversaDeMensagens, NovaMensagem, ResumoDaMensagem } from '../../../../src/shared/api/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO } from '../../ajudantes.ts';
import { chamador, enviarArquivo, escutarUsuarios, estado, montarEquipe, type Equipe } from './ajudantes.ts';

// POST /api/mensagens: who may be written to, what a message may hold, hostile input kept as
// inert text, refused calls that change nothing, and the live notice to each recipient.

let t: AppDeTeste;
let e: Equipe;
let chamar: ReturnType<typeof chamador>;

beforeAll(async () => {
  t = await criarAppDeTeste();
  e = await montarEquipe(t);
  chamar = chamador(t, e);
});
afterAll(() => t.fechar());

const id = (login: string) => e.ids[login] ?? 0;
const enviar = (login: string, payload: unknown) => chamar(login, 'POST', '/api/mensagens', payload);

const ROTAS: [string, string][] = [
  ['GET', '/api/mensagens/caixaentrada'],
  ['GET', '/api/mensagens/enviados'],
  ['GET', '/api/mensagens/rascunhos'],
  ['GET', '/api/mensagens/pesquisa'],
  ['GET', '/api/mensagens/naolidas'],
  ['GET', '/api/mensagens/destinatarios'],
  ['GET', '/api/mensagens/conversas/1'],
  ['GET', '/api/mensagens/rascunhos/1'],
  ['GET', '/api/mensagens/1/anexos/1'],
  ['POST', '/api/mensagens'],
  ['POST', '/api/mensagens/rascunhos'],
  ['PUT', '/api/mensagens/rascunhos/1'],
  ['POST', '/api/mensagens/rascunhos/1/enviar'],
  ['POST', '/api/mensagens/1/respostas'],
  ['POST', '/api/mensagens/conversas/1/leitura'],
  ['POST', '/api/mensagens/1/leitura'],
  ['DELETE', '/api/mensagens/1'],
];

describe('access', () => {
  it.each(ROTAS)('%s %s needs a session', async (method, url) => {
    const r = await t.chamar({ method: method as 'GET', url, ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}) });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });

  it('needs no tag: a user without any permission writes and reads their own messages', async () => {
    const r = await enviar('ana', { assunto: 'Sem permissões', corpo: 'Qualquer usuário usa as mensagens.', destinatarios: [id('bia')] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ content: { id: expect.any(Number), conversaId: expect.any(Number) }, message: 'Mensagem enviada.' });
    const caixa = await chamar('bia', 'GET', '/api/mensagens/caixaentrada');
    expect(caixa.json<{ content: PagedContent<ResumoDaMensagem> }>().content.resultList.map((m) => m.assunto)).toContain('Sem permissões');
  });
});

describe('recipients', () => {
  it('autocompletes only active colleagues of the sender’s units, with id, nome and login only', async () => {
    const r = await chamar('ana', 'GET', '/api/mensagens/destinatarios?page=1&rpp=10&q=&term=');
    expect(r.statusCode).toBe(200);
    const { resultList } = r.json<{ content: PagedContent<Record<string, unknown>> }>().content;
    const logins = resultList.map((u) => u.login);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'operador', 'bia', 'caio']));
    expect(logins).not.toContain('ana');
    expect(logins).not.toContain('duda');
    expect(logins).not.toContain('eva');
    for (const u of resultList) expect(Object.keys(u).sort()).toEqual(['id', 'login', 'nome']);
    const busca = await chamar('ana', 'GET', '/api/mensagens/destinatarios?q=BÍA');
    expect(busca.json().content.resultList.map((u: { login: string }) => u.login)).toEqual(['bia']);
    const daDuda = await chamar('duda', 'GET', '/api/mensagens/destinatarios?rpp=100');
    expect(daDuda.json().content.resultList.map((u: { login: string }) => u.login)).toEqual(['admin']);
  });

  it.each([
    ['a user of another unit', () => id('duda')],
    ['an inactive user', () => id('eva')],
    ['the sender', () => id('ana')],
    ['an unknown id', () => 999_999],
  ])('refuses %s as recipient with 422, changing nothing', async (_caso, quem) => {
    const antes = await estado(t);
    const r = await enviar('ana', { assunto: 'Olá', corpo: 'Texto', destinatarios: [id('bia'), quem()] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'destinatarios', message: 'Destinatário não encontrado entre os usuários das suas unidades.' }] });
    expect(await estado(t)).toEqual(antes);
  });

  it('answers every missing field in pt-BR', async () => {
    const r = await enviar('ana', { assunto: '   ', corpo: '', destinatarios: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'assunto', message: 'Preenchimento obrigatório.' },
      { field: 'corpo', message: 'Preenchimento obrigatório.' },
      { field: 'destinatarios', message: 'Informe pelo menos um destinatário.' },
    ]);
  });

  it('counts a repeated recipient once', async () => {
    const r = await enviar('ana', { assunto: 'Repetida', corpo: 'Uma vez só', destinatarios: [id('bia'), id('bia')] });
    const linhas = await t.db.selectFrom('mensagem_destinatario').selectAll().where('mensagem_id', '=', r.json().content.id).execute();
    expect(linhas.map((l) => l.usuario_id)).toEqual([id('bia')]);
  });
});

describe('hostile and malformed input', () => {
  const HOSTIL = '<script>alert(1)</script><img src=x onerror="alert(2)">';

  it('stores markup as the text it is, and answers it as that text', async () => {
    const r = await enviar('ana', { assunto: HOSTIL, corpo: `${HOSTIL}\n<b>negrito?</b>`, destinatarios: [id('bia')] });
    expect(r.statusCode).toBe(200);
    const { conversaId } = r.json().content;
    const linha = await t.db.selectFrom('mensagem').select(['assunto', 'corpo']).where('conversa_id', '=', conversaId).executeTakeFirstOrThrow();
    expect(linha).toEqual({ assunto: HOSTIL, corpo: `${HOSTIL}\n<b>negrito?</b>` });
    const conversa = (await chamar('bia', 'GET', `/api/mensagens/conversas/${conversaId}`)).json<{ content: ConversaDeMensagens }>().content;
    expect(conversa.mensagens[0]?.corpo).toBe(`${HOSTIL}\n<b>negrito?</b>`);
    expect(conversa.assunto).toBe(HOSTIL);
  });

  it('refuses a body over 1 MB with 413 in pt-BR, storing nothing', async () => {
    const antes = await estado(t);
    const r = await enviar('ana', { assunto: 'Grande', corpo: 'x'.repeat(1024 * 1024), destinatarios: [id('bia')] });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'O conteúdo enviado excede o tamanho permitido.' });
    expect(await estado(t)).toEqual(antes);
  });

  it('refuses a text over its documented limit with the specification’s message', async () => {
    const antes = await estado(t);
    const r = await enviar('ana', { assunto: 'a'.repeat(201), corpo: 'b'.repeat(10_001), destinatarios: [id('bia')] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'assunto', message: 'Tamanho máximo de 200 excedido.' },
      { field: 'corpo', message: 'Tamanho máximo de 10000 excedido.' },
    ]);
    expect(await estado(t)).toEqual(antes);
    const noLimite = await enviar('ana', { assunto: 'a'.repeat(200), corpo: 'ç'.repeat(10_000), destinatarios: [id('bia')] });
    expect(noLimite.statusCode).toBe(200);
  });

  it.each([
    ['an unknown field', { assunto: 'A', corpo: 'B', destinatarios: [1], admin: true }, 'admin'],
    ['a number as subject', { assunto: 123, corpo: 'B', destinatarios: [1] }, 'assunto'],
    ['a string as recipients', { assunto: 'A', corpo: 'B', destinatarios: '5' }, 'destinatarios'],
    ['a text id among recipients', { assunto: 'A', corpo: 'B', destinatarios: ['5'] }, 'destinatarios.0'],
    ['an object as body', { assunto: 'A', corpo: { html: '<b>' }, destinatarios: [1] }, 'corpo'],
    ['a missing field', { assunto: 'A', corpo: 'B' }, 'destinatarios'],
  ])('refuses %s with 422 naming the field, changing nothing', async (_caso, payload, campo) => {
    const antes = await estado(t);
    const r = await enviar('ana', payload);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(r.json().errors.map((er: { field: string }) => er.field)).toEqual([campo]);
    expect(await estado(t)).toEqual(antes);
  });

  it('refuses a JSON array, a non-JSON body and no body', async () => {
    expect((await enviar('ana', [])).statusCode).toBe(422);
    const texto = await t.chamar({ method: 'POST', url: '/api/mensagens', token: e.tokens.ana, headers: { 'content-type': 'text/plain' }, payload: 'oi' });
    expect(texto.statusCode).toBe(422);
    const xml = await t.chamar({ method: 'POST', url: '/api/mensagens', token: e.tokens.ana, headers: { 'content-type': 'application/xml' }, payload: '<m/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe('Tipo de conteúdo não suportado.');
    const quebrado = await t.chamar({ method: 'POST', url: '/api/mensagens', token: e.tokens.ana, headers: { 'content-type': 'application/json' }, payload: '{"assunto":' });
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('drops NUL characters, which the database cannot store, instead of failing', async () => {
    const r = await enviar('ana', { assunto: 'com\u0000nulo', corpo: 'a\u0000b\r\nc', destinatarios: [id('bia')] });
    expect(r.statusCode).toBe(200);
    const linha = await t.db.selectFrom('mensagem').select(['assunto', 'corpo']).where('id', '=', r.json().content.id).executeTakeFirstOrThrow();
    expect(linha).toEqual({ assunto: 'comnulo', corpo: 'ab\nc' });
  });

  it('answers 422 to a malformed id in the path and to out-of-range paging', async () => {
    expect((await chamar('ana', 'GET', '/api/mensagens/conversas/abc')).statusCode).toBe(422);
    expect((await chamar('ana', 'GET', '/api/mensagens/conversas/0')).statusCode).toBe(422);
    expect((await chamar('ana', 'GET', '/api/mensagens/caixaentrada?rpp=1000')).statusCode).toBe(422);
    expect((await chamar('ana', 'GET', '/api/mensagens/caixaentrada?lida=talvez')).statusCode).toBe(422);
  });
});

describe('attachments', () => {
  it('attaches files the sender uploaded; recipients open them, nobody else does', async () => {
    const arquivo = await enviarArquivo(t, e.tokens.ana, 'pauta.txt', 'Pauta da reunião');
    const r = await enviar('ana', { assunto: 'Pauta', corpo: 'Segue a pauta.', destinatarios: [id('bia')], anexos: [arquivo] });
    expect(r.statusCode, r.body).toBe(200);
    const { id: mensagemId, conversaId } = r.json().content;
    const conversa = (await chamar('bia', 'GET', `/api/mensagens/conversas/${conversaId}`)).json<{ content: ConversaDeMensagens }>().content;
    expect(conversa.mensagens[0]?.anexos).toEqual([{ id: arquivo, fileName: 'pauta.txt', tamanho: Buffer.byteLength('Pauta da reunião') }]);

    const caminho = `/api/mensagens/${mensagemId}/anexos/${arquivo}`;
    const baixado = await chamar('bia', 'GET', caminho);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.body).toBe('Pauta da reunião');
    const token = (await chamar('bia', 'POST', '/api/authtokens', { recurso: caminho })).json().content.authtoken;
    expect((await t.chamar({ method: 'GET', url: `${caminho}?authtoken=${token}` })).statusCode).toBe(200);
    for (const outro of ['caio', 'duda', 'operador']) expect((await chamar(outro, 'GET', caminho)).statusCode).toBe(404);
    // Another message's id with this file, and this message with another file, open nothing.
    expect((await chamar('bia', 'GET', `/api/mensagens/${mensagemId}/anexos/${arquivo + 1000}`)).statusCode).toBe(404);
  });

  it('refuses a file someone else uploaded, changing nothing', async () => {
    const daBia = await enviarArquivo(t, e.tokens.bia, 'segredo.txt', 'da Bia');
    const antes = await estado(t);
    const r = await enviar('ana', { assunto: 'Roubo', corpo: 'Anexo alheio', destinatarios: [id('caio')], anexos: [daBia] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'anexos', message: 'Anexo não encontrado entre os arquivos que você enviou.' }]);
    expect(await estado(t)).toEqual(antes);
  });
});

describe('live channel', () => {
  it('publishes NOVA_MENSAGEM on each recipient’s topic, and nothing on the sender’s', async () => {
    const escuta = await escutarUsuarios(t, [id('ana'), id('bia'), id('caio'), id('operador')]);
    const r = await enviar('ana', { assunto: 'Ao vivo', corpo: 'Chegou?', destinatarios: [id('bia'), id('operador')] });
    expect(r.statusCode).toBe(200);
    await escuta.parar();
    const esperado: NovaMensagem = {
      id: r.json().content.id,
      conversaId: r.json().content.conversaId,
      assunto: 'Ao vivo',
      remetente: { id: id('ana'), nome: 'Ana Teste', login: 'ana' },
    };
    expect(escuta.recebidas.sort((a, b) => a.usuarioId - b.usuarioId)).toEqual(
      [id('bia'), id('operador')].sort((a, b) => a - b).map((usuarioId) => ({ usuarioId, mensagem: { type: 'NOVA_MENSAGEM', content: esperado } })),
    );
  });

  it('publishes nothing for a draft', async () => {
    const escuta = await escutarUsuarios(t, [id('bia')]);
    expect((await chamar('ana', 'POST', '/api/mensagens/rascunhos', { assunto: 'Rascunho', corpo: '', destinatarios: [id('bia')] })).statusCode).toBe(200);
    await escuta.parar();
    expect(escuta.recebidas).toEqual([]);
  });
});
