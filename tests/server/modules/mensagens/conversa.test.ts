import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { ConversaDeMensagens, RascunhoDaMensagem, ResumoDaMensagem } from '../../../../src/shared/api/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { chamador, enviarArquivo, escutarUsuarios, estado, montarEquipe, type Equipe } from './ajudantes.ts';

// Drafts (save, edit, send, delete), conversations with replies, read and unread marks, and
// deletion for one user alone; every call on someone else's message answers 404.

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
const lista = async (login: string, pasta: string) =>
  (await chamar(login, 'GET', `/api/mensagens/${pasta}?rpp=100`)).json<{ content: PagedContent<ResumoDaMensagem> }>().content.resultList;
const naoLidas = async (login: string) => (await chamar(login, 'GET', '/api/mensagens/naolidas')).json().content.quantidade as number;
const conversa = async (login: string, conversaId: number) => (await chamar(login, 'GET', `/api/mensagens/conversas/${conversaId}`)).json<{ content: ConversaDeMensagens }>().content;

describe('drafts', () => {
  let rascunhoId = 0;

  it('saves an incomplete draft, which only its author sees', async () => {
    const r = await chamar('ana', 'POST', '/api/mensagens/rascunhos', { assunto: 'Planejamento', corpo: '', destinatarios: [] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Rascunho salvo.');
    rascunhoId = r.json().content.id;
    expect((await lista('ana', 'rascunhos')).map((m) => [m.id, m.pasta])).toEqual([[rascunhoId, 'rascunhos']]);
    expect(await lista('ana', 'enviados')).toEqual([]);
  });

  it('edits it, recipients and attachments included; nobody else reads or edits it', async () => {
    const arquivo = await enviarArquivo(t, e.tokens.ana, 'plano.txt', 'plano');
    const r = await chamar('ana', 'PUT', `/api/mensagens/rascunhos/${rascunhoId}`, { assunto: 'Planejamento 2026', corpo: 'Primeira versão', destinatarios: [id('bia')], anexos: [arquivo] });
    expect(r.statusCode, r.body).toBe(200);
    const lido = (await chamar('ana', 'GET', `/api/mensagens/rascunhos/${rascunhoId}`)).json<{ content: RascunhoDaMensagem }>().content;
    expect(lido).toMatchObject({ id: rascunhoId, assunto: 'Planejamento 2026', corpo: 'Primeira versão', destinatarios: [{ id: id('bia'), nome: 'Bia Teste', login: 'bia' }] });
    expect(lido.anexos.map((a) => a.fileName)).toEqual(['plano.txt']);

    // The recipient-to-be sees nothing of a draft.
    expect(await lista('bia', 'caixaentrada')).toEqual([]);
    expect(await naoLidas('bia')).toBe(0);
    const antes = await estado(t);
    for (const [metodo, url, corpo] of [
      ['GET', `/api/mensagens/rascunhos/${rascunhoId}`, undefined],
      ['PUT', `/api/mensagens/rascunhos/${rascunhoId}`, { assunto: 'x', corpo: 'y', destinatarios: [] }],
      ['POST', `/api/mensagens/rascunhos/${rascunhoId}/enviar`, { assunto: 'x', corpo: 'y', destinatarios: [id('ana')] }],
      ['GET', `/api/mensagens/conversas/${rascunhoId}`, undefined],
      ['POST', `/api/mensagens/${rascunhoId}/respostas`, { corpo: 'y' }],
      ['POST', `/api/mensagens/${rascunhoId}/leitura`, { lida: true }],
      ['DELETE', `/api/mensagens/${rascunhoId}`, undefined],
      ['GET', `/api/mensagens/${rascunhoId}/anexos/${arquivo}`, undefined],
    ] as const) {
      const resposta = await chamar('bia', metodo, url, corpo);
      expect(resposta.statusCode, `${metodo} ${url}`).toBe(404);
    }
    expect(await estado(t)).toEqual(antes);
  });

  it('sends it only once complete, as the body has it then', async () => {
    const antes = await estado(t);
    const incompleto = await chamar('ana', 'POST', `/api/mensagens/rascunhos/${rascunhoId}/enviar`, { assunto: 'Planejamento 2026', corpo: '', destinatarios: [id('bia')] });
    expect(incompleto.statusCode).toBe(422);
    expect(incompleto.json().errors).toEqual([{ field: 'corpo', message: 'Preenchimento obrigatório.' }]);
    expect(await estado(t)).toEqual(antes);

    const escuta = await escutarUsuarios(t, [id('bia'), id('caio')]);
    const r = await chamar('ana', 'POST', `/api/mensagens/rascunhos/${rascunhoId}/enviar`, { assunto: 'Planejamento 2026', corpo: 'Versão final', destinatarios: [id('bia'), id('caio')] });
    await escuta.parar();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ content: { id: rascunhoId, conversaId: rascunhoId }, message: 'Mensagem enviada.' });
    expect(escuta.recebidas.map((x) => x.mensagem.type)).toEqual(['NOVA_MENSAGEM', 'NOVA_MENSAGEM']);
    expect(await lista('ana', 'rascunhos')).toEqual([]);
    expect((await lista('ana', 'enviados')).map((m) => m.id)).toEqual([rascunhoId]);
    expect((await lista('bia', 'caixaentrada')).map((m) => [m.assunto, m.lida])).toEqual([['Planejamento 2026', false]]);
    // A sent message is no longer a draft.
    expect((await chamar('ana', 'PUT', `/api/mensagens/rascunhos/${rascunhoId}`, { assunto: 'x', corpo: 'y', destinatarios: [] })).statusCode).toBe(404);
  });

  it('deletes a draft for good', async () => {
    const criado = (await chamar('ana', 'POST', '/api/mensagens/rascunhos', { assunto: 'Descartável', corpo: '', destinatarios: [] })).json().content.id;
    const r = await chamar('ana', 'DELETE', `/api/mensagens/${criado}`);
    expect(r.json()).toEqual({ content: null, message: 'Rascunho excluído.' });
    expect(await t.db.selectFrom('mensagem').select('id').where('id', '=', criado).executeTakeFirst()).toBeUndefined();
  });
});

describe('conversations', () => {
  let conversaId = 0;
  let primeira = 0;

  it('shows a conversation to its participants only', async () => {
    const r = await chamar('ana', 'POST', '/api/mensagens', { assunto: 'Reunião de equipe', corpo: 'Quinta às 10h?', destinatarios: [id('bia'), id('operador')] });
    ({ id: primeira, conversaId } = r.json().content);
    const daBia = await conversa('bia', conversaId);
    expect(daBia).toMatchObject({ id: conversaId, assunto: 'Reunião de equipe', count: 1, hasMore: false });
    expect(daBia.mensagens[0]).toMatchObject({ id: primeira, corpo: 'Quinta às 10h?', propria: false, lida: false, remetente: { login: 'ana' } });
    expect(daBia.mensagens[0]?.destinatarios.map((d) => d.login)).toEqual(['bia', 'operador']);
    for (const outro of ['caio', 'duda', 'admin']) {
      const resposta = await chamar(outro, 'GET', `/api/mensagens/conversas/${conversaId}`);
      expect(resposta.statusCode, outro).toBe(404);
      expect(resposta.json()).toEqual({ message: 'Conversa não encontrada.' });
    }
  });

  it('marks the conversation read when opened, and the unread count follows', async () => {
    expect(await naoLidas('bia')).toBe(2);
    const r = await chamar('bia', 'POST', `/api/mensagens/conversas/${conversaId}/leitura`);
    expect(r.json()).toEqual({ content: { quantidade: 1 } });
    expect((await conversa('bia', conversaId)).mensagens[0]?.lida).toBe(true);
    expect((await conversa('ana', conversaId)).mensagens[0]?.lidaPor).toBe(1);
    expect(await naoLidas('operador')).toBe(1);
    expect((await chamar('caio', 'POST', `/api/mensagens/conversas/${conversaId}/leitura`)).statusCode).toBe(404);
  });

  it('marks one message unread and read again, for the recipient only', async () => {
    const r = await chamar('bia', 'POST', `/api/mensagens/${primeira}/leitura`, { lida: false });
    expect(r.json()).toEqual({ content: { quantidade: 2 }, message: 'Mensagem marcada como não lida.' });
    expect((await chamar('bia', 'POST', `/api/mensagens/${primeira}/leitura`, { lida: true })).json().content.quantidade).toBe(1);
    // The sender did not receive it; someone else cannot touch it.
    expect((await chamar('ana', 'POST', `/api/mensagens/${primeira}/leitura`, { lida: true })).statusCode).toBe(404);
    expect((await chamar('caio', 'POST', `/api/mensagens/${primeira}/leitura`, { lida: true })).statusCode).toBe(404);
    expect((await chamar('bia', 'POST', `/api/mensagens/${primeira}/leitura`, { lida: 'true' })).statusCode).toBe(422);
  });

  it('sends a reply to everyone in the conversation but who replies, under "Re:" once', async () => {
    const escuta = await escutarUsuarios(t, [id('ana'), id('bia'), id('operador')]);
    const r = await chamar('operador', 'POST', `/api/mensagens/${primeira}/respostas`, { corpo: 'Pode ser às 11h?' });
    await escuta.parar();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Resposta enviada.');
    expect(r.json().content.conversaId).toBe(conversaId);
    expect(escuta.recebidas.map((x) => x.usuarioId).sort()).toEqual([id('ana'), id('bia')].sort());

    const resposta = r.json().content.id;
    const segunda = await chamar('ana', 'POST', `/api/mensagens/${resposta}/respostas`, { corpo: 'Combinado, 11h.' });
    const daAna = await conversa('ana', conversaId);
    expect(daAna.mensagens.map((m) => [m.remetente.login, m.assunto, m.corpo, m.propria])).toEqual([
      ['ana', 'Re: Reunião de equipe', 'Combinado, 11h.', true],
      ['operador', 'Re: Reunião de equipe', 'Pode ser às 11h?', false],
      ['ana', 'Reunião de equipe', 'Quinta às 10h?', true],
    ]);
    expect(daAna.mensagens[0]?.destinatarios.map((d) => d.login).sort()).toEqual(['bia', 'operador']);
    expect(daAna.mensagens[0]?.id).toBe(segunda.json().content.id);
    expect(daAna.mensagens[1]?.respostaA).toBe(primeira);
  });

  it('pages a long conversation newest first', async () => {
    const pagina = (await chamar('bia', 'GET', `/api/mensagens/conversas/${conversaId}?page=1&rpp=2`)).json<{ content: ConversaDeMensagens }>().content;
    expect(pagina).toMatchObject({ page: 1, rpp: 2, count: 3, pageCount: 2, hasMore: true });
    expect(pagina.mensagens.map((m) => m.corpo)).toEqual(['Combinado, 11h.', 'Pode ser às 11h?']);
    const anterior = (await chamar('bia', 'GET', `/api/mensagens/conversas/${conversaId}?page=2&rpp=2`)).json<{ content: ConversaDeMensagens }>().content;
    expect(anterior.mensagens.map((m) => m.corpo)).toEqual(['Quinta às 10h?']);
  });

  it('refuses an empty reply and a reply to someone else’s message, changing nothing', async () => {
    const antes = await estado(t);
    const vazia = await chamar('bia', 'POST', `/api/mensagens/${primeira}/respostas`, { corpo: '  \n ' });
    expect(vazia.statusCode).toBe(422);
    expect(vazia.json().errors).toEqual([{ field: 'corpo', message: 'Preenchimento obrigatório.' }]);
    expect((await chamar('caio', 'POST', `/api/mensagens/${primeira}/respostas`, { corpo: 'Intruso' })).statusCode).toBe(404);
    expect((await chamar('bia', 'POST', `/api/mensagens/${primeira}/respostas`, { corpo: 'x', para: [id('caio')] })).statusCode).toBe(422);
    expect(await estado(t)).toEqual(antes);
  });

  it('deletes a message for who deletes it only', async () => {
    const r = await chamar('bia', 'DELETE', `/api/mensagens/${primeira}`);
    expect(r.json()).toEqual({ content: null, message: 'Mensagem excluída.' });
    expect((await lista('bia', 'caixaentrada')).map((m) => m.id)).not.toContain(primeira);
    expect((await conversa('bia', conversaId)).mensagens.map((m) => m.id)).not.toContain(primeira);
    // The others keep it.
    expect((await conversa('operador', conversaId)).mensagens.map((m) => m.id)).toContain(primeira);
    expect((await lista('ana', 'enviados')).map((m) => m.id)).toContain(primeira);
    // Deleting again, or someone else's, is 404.
    expect((await chamar('bia', 'DELETE', `/api/mensagens/${primeira}`)).statusCode).toBe(404);
    expect((await chamar('caio', 'DELETE', `/api/mensagens/${primeira}`)).statusCode).toBe(404);

    // The sender removes it from their sent messages; recipients still have it.
    expect((await chamar('ana', 'DELETE', `/api/mensagens/${primeira}`)).statusCode).toBe(200);
    expect((await lista('ana', 'enviados')).map((m) => m.id)).not.toContain(primeira);
    expect((await lista('operador', 'caixaentrada')).map((m) => m.id)).toContain(primeira);
  });

  it('answers 404 for a conversation whose every message the user deleted', async () => {
    const r = await chamar('caio', 'POST', '/api/mensagens', { assunto: 'Só uma', corpo: 'Texto', destinatarios: [id('bia')] });
    const { id: unica, conversaId: outra } = r.json().content;
    expect((await chamar('bia', 'DELETE', `/api/mensagens/${unica}`)).statusCode).toBe(200);
    expect((await chamar('bia', 'GET', `/api/mensagens/conversas/${outra}`)).statusCode).toBe(404);
    expect((await chamar('caio', 'GET', `/api/mensagens/conversas/${outra}`)).statusCode).toBe(200);
  });
});
