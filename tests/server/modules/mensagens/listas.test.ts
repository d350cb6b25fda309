import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { ResumoDaMensagem } from '../../../../src/shared/api/mensagens.ts';
import { dayjs, fusoHorario } from '../../../../src/shared/format/dayjs.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO } from '../../ajudantes.ts';
import { chamador, montarEquipe, type Equipe } from './ajudantes.ts';

// The lists (caixaentrada, enviados, rascunhos) and the search behind mensagens/filtros: paged,
// newest first, searched without accents or case, filtered by sender, read state and period.

let t: AppDeTeste;
let e: Equipe;
let chamar: ReturnType<typeof chamador>;
const ids: Record<string, number> = {};

const id = (login: string) => e.ids[login] ?? 0;
const HOJE = dayjs().tz(fusoHorario()).format('YYYY-MM-DD');
const ONTEM = dayjs().tz(fusoHorario()).subtract(1, 'day').format('YYYY-MM-DD');

async function listar(login: string, url: string): Promise<PagedContent<ResumoDaMensagem>> {
  const r = await chamar(login, 'GET', url);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: PagedContent<ResumoDaMensagem> }>().content;
}
const assuntos = (p: PagedContent<ResumoDaMensagem>) => p.resultList.map((m) => m.assunto);

beforeAll(async () => {
  t = await criarAppDeTeste();
  e = await montarEquipe(t);
  chamar = chamador(t, e);
  const enviar = async (login: string, assunto: string, corpo: string, para: string[]) => {
    const r = await chamar(login, 'POST', '/api/mensagens', { assunto, corpo, destinatarios: para.map(id) });
    if (r.statusCode !== 200) throw new Error(r.body);
    ids[assunto] = r.json().content.id;
  };
  await enviar('bia', 'Orçamento anual', 'Revisar a planilha de ORÇAMENTO até sexta.', ['ana']);
  await enviar('caio', 'Férias', 'Minhas férias começam em julho.', ['ana', 'bia']);
  await enviar('operador', 'Cadastro duplicado', 'Há duas fichas da mesma pessoa.\n\nVerifique   por favor.', ['ana']);
  await enviar('ana', 'Resposta ao orçamento', 'Planilha revisada, 100% conferida.', ['bia']);
  // One received yesterday.
  await t.db.updateTable('mensagem').set({ enviada_em: dayjs.tz(`${ONTEM}T15:00:00`, fusoHorario()).toDate() }).where('id', '=', ids['Férias'] ?? 0).execute();
  await chamar('ana', 'POST', `/api/mensagens/conversas/${ids['Cadastro duplicado']}/leitura`);
  await chamar('ana', 'POST', '/api/mensagens/rascunhos', { assunto: 'Ideia solta', corpo: 'orçamento participativo', destinatarios: [] });
});
afterAll(() => t.fechar());

describe('folders', () => {
  it('lists the inbox newest first with what a row needs, and the unread count', async () => {
    const caixa = await listar('ana', '/api/mensagens/caixaentrada');
    expect(assuntos(caixa)).toEqual(['Cadastro duplicado', 'Orçamento anual', 'Férias']);
    expect(caixa).toMatchObject({ page: 1, rpp: 10, count: 3, pageCount: 1, hasMore: false });
    const [cadastro] = caixa.resultList;
    expect(cadastro).toEqual({
      id: ids['Cadastro duplicado'],
      conversaId: ids['Cadastro duplicado'],
      pasta: 'caixaentrada',
      assunto: 'Cadastro duplicado',
      trecho: 'Há duas fichas da mesma pessoa. Verifique por favor.',
      remetente: { id: id('operador'), nome: 'Operador de Cadastro', login: 'operador' },
      destinatarios: [{ id: id('ana'), nome: 'Ana Teste', login: 'ana' }],
      totalDestinatarios: 1,
      data: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lida: true,
      lidaPor: 1,
      temAnexos: false,
    });
    expect(caixa.resultList.map((m) => m.lida)).toEqual([true, false, false]);
    expect((await chamar('ana', 'GET', '/api/mensagens/naolidas')).json()).toEqual({ content: { quantidade: 2 } });
  });

  it('lists sent messages and drafts apart', async () => {
    const enviados = await listar('ana', '/api/mensagens/enviados');
    expect(enviados.resultList.map((m) => [m.assunto, m.pasta, m.lida])).toEqual([['Resposta ao orçamento', 'enviados', true]]);
    const rascunhos = await listar('ana', '/api/mensagens/rascunhos');
    expect(rascunhos.resultList.map((m) => [m.assunto, m.pasta])).toEqual([['Ideia solta', 'rascunhos']]);
  });

  it('pages', async () => {
    const p1 = await listar('ana', '/api/mensagens/caixaentrada?page=1&rpp=2');
    expect(p1).toMatchObject({ count: 3, pageCount: 2, hasMore: true });
    const p2 = await listar('ana', '/api/mensagens/caixaentrada?page=2&rpp=2');
    expect(assuntos(p2)).toEqual(['Férias']);
    expect(p2.hasMore).toBe(false);
  });
});

describe('search and filters', () => {
  it('searches subject and body without accents or case, and takes % and _ literally', async () => {
    expect(assuntos(await listar('ana', '/api/mensagens/caixaentrada?q=orcamento'))).toEqual(['Orçamento anual']);
    expect(assuntos(await listar('ana', '/api/mensagens/caixaentrada?q=FERIAS'))).toEqual(['Férias']);
    expect(assuntos(await listar('ana', '/api/mensagens/caixaentrada?q=%25'))).toEqual([]);
    expect(assuntos(await listar('ana', '/api/mensagens/enviados?q=100%25'))).toEqual(['Resposta ao orçamento']);
    expect(assuntos(await listar('ana', '/api/mensagens/rascunhos?q=ORÇAMENTO'))).toEqual(['Ideia solta']);
  });

  it('searches received and sent together, or one folder, never drafts', async () => {
    expect(assuntos(await listar('ana', '/api/mensagens/pesquisa?q=orçamento'))).toEqual(['Resposta ao orçamento', 'Orçamento anual']);
    const pastas = (await listar('ana', '/api/mensagens/pesquisa?q=orçamento')).resultList.map((m) => m.pasta);
    expect(pastas).toEqual(['enviados', 'caixaentrada']);
    expect(assuntos(await listar('ana', '/api/mensagens/pesquisa?q=orçamento&pasta=enviados'))).toEqual(['Resposta ao orçamento']);
  });

  it('filters by sender, read state and period', async () => {
    expect(assuntos(await listar('ana', `/api/mensagens/pesquisa?remetenteId=${id('caio')}`))).toEqual(['Férias']);
    expect(assuntos(await listar('ana', '/api/mensagens/pesquisa?lida=false'))).toEqual(['Orçamento anual', 'Férias']);
    expect(assuntos(await listar('ana', '/api/mensagens/caixaentrada?lida=true'))).toEqual(['Cadastro duplicado']);
    expect(assuntos(await listar('ana', `/api/mensagens/pesquisa?dataInicial=${ONTEM}&dataFinal=${ONTEM}`))).toEqual(['Férias']);
    expect(assuntos(await listar('ana', `/api/mensagens/caixaentrada?dataInicial=${HOJE}`))).toEqual(['Cadastro duplicado', 'Orçamento anual']);
  });

  it('refuses impossible or reversed dates with 422', async () => {
    const invalida = await chamar('ana', 'GET', '/api/mensagens/pesquisa?dataInicial=2026-02-31');
    expect(invalida.statusCode).toBe(422);
    expect(invalida.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'dataInicial', message: 'Data inválida.' }] });
    const invertida = await chamar('ana', 'GET', `/api/mensagens/pesquisa?dataInicial=${HOJE}&dataFinal=${ONTEM}`);
    expect(invertida.json().errors).toEqual([{ field: 'dataFinal', message: 'A data final deve ser igual ou posterior à data inicial.' }]);
    expect((await chamar('ana', 'GET', `/api/mensagens/pesquisa?q=${'x'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('shows nobody else’s messages, whatever the filter', async () => {
    expect(assuntos(await listar('duda', '/api/mensagens/pesquisa'))).toEqual([]);
    expect(assuntos(await listar('caio', `/api/mensagens/pesquisa?remetenteId=${id('operador')}`))).toEqual([]);
    expect(assuntos(await listar('caio', '/api/mensagens/pesquisa'))).toEqual(['Férias']);
  });
});
