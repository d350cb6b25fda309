import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valorPorExtenso } from '../../../../src/shared/financeiro/extenso.ts';
import { formatCpf } from '../../../../src/shared/masks/cpf.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { textoDoPdf } from '../../../support/pdf.ts';
import { idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Receipts end to end on the demo's received títulos: the Recibos list's selection queues a job
// that issues one receipt per baixa, numbered without a gap, and the batch's PDF; a baixa is
// receipted once, even by two batches at once; reversing the baixa cancels its receipt; the
// history downloads a receipt, its batch, and a reissue marked as the 2nd via, with the same
// number; operador and the other unit are refused.

const PENDENTES = '/api/recibos/pendentes';
const RECIBOS = '/api/recibos';

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
let operador: string;
let sede: number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  operador = await t.entrar('operador');
  const { rows } = await sql<{ pessoa: number; categoria: number; conta: number }>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede} AND cpf IS NOT NULL) AS pessoa,
    (SELECT id FROM categoria WHERE codigo = '1.1.01') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta`.execute(t.db);
  ref = rows[0]!;
});
afterAll(() => t.fechar());

interface Pendente {
  id: number;
  valor: number;
  titulo: number;
}

let ref: { pessoa: number; categoria: number; conta: number };
let sequencia = 0;

/** New receitas of Sede, each paid at once in one baixa: fresh baixas without a receipt, each its título's last. */
async function pendentes(quantos: number): Promise<Pendente[]> {
  const criados: Pendente[] = [];
  for (let i = 0; i < quantos; i++) {
    const valor = 1234.56 + ++sequencia;
    const r = await t.chamar({
      method: 'POST',
      url: '/api/titulos/receitas',
      token: admin,
      payload: { ...ref, descricao: `Contribuição ${sequencia}`, emissao: '2026-01-05', competencia: '2026-01-01', valor, dataVencimento: '2026-02-10', quantidadeParcelas: 1, parcelas: [{ numero: 1, vencimento: '2026-02-10', valor }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const titulo = r.json<{ content: { id: number } }>().content.id;
    expect((await t.chamar({ method: 'POST', url: `/api/titulos/receitas/${titulo}/baixar`, token: admin, payload: { valor } })).statusCode).toBe(200);
    const { rows } = await sql<{ id: number }>`SELECT id FROM baixa WHERE titulo_id = ${titulo}`.execute(t.db);
    criados.push({ id: rows[0]!.id, valor, titulo });
  }
  return criados;
}

const gerar = (ids: readonly number[], token = admin) => t.chamar({ method: 'POST', url: `${PENDENTES}/gerar`, token, payload: { ids } });

/** The batch holding the baixa, once its job has stored the PDF. */
async function loteDa(baixa: number): Promise<{ id: number; arquivo: number; tarefa: number }> {
  const fim = Date.now() + 30_000;
  for (;;) {
    const { rows } = await sql<{ id: number; arquivo: number | null; tarefa: number | null; estado: string | null }>`
      SELECT l.id, l.arquivo_id AS arquivo, l.tarefa_id::int AS tarefa, ta.estado FROM recibo_lote_baixa AS lb
      JOIN recibo_lote AS l ON l.id = lb.lote_id LEFT JOIN tarefa AS ta ON ta.id = l.tarefa_id
      WHERE lb.baixa_id = ${baixa} ORDER BY l.id DESC LIMIT 1`.execute(t.db);
    const lote = rows[0];
    if (lote?.arquivo != null && lote.tarefa !== null && lote.estado === 'concluida') return { id: lote.id, arquivo: lote.arquivo, tarefa: lote.tarefa };
    if (Date.now() > fim) throw new Error(`o lote da baixa ${baixa} não ficou pronto`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function recibosDas(baixas: readonly number[]) {
  const { rows } = await sql<{ id: number; numero: number; lote: number; situacao: string; origem: number }>`
    SELECT id, numero::int AS numero, lote_id AS lote, situacao, origem_id AS origem FROM recibo
    WHERE origem_tipo = 'BAIXA' AND origem_id = ANY(${baixas}::int[]) ORDER BY numero`.execute(t.db);
  return rows;
}

const consecutivos = (numeros: readonly number[]) => numeros.every((n, i) => i === 0 || n === (numeros[i - 1] ?? 0) + 1);

async function pdf(link: string, token = admin): Promise<Buffer> {
  const r = await t.chamar({ method: 'GET', url: link, token });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return r.rawPayload;
}

describe('the demo', () => {
  it('has each unit\'s monthly batches of receipts, numbered without a gap, and recent payments still to receipt', async () => {
    const { rows } = await sql<{ unidade: number; lotes: number; recibos: number; pendentes: number }>`
      SELECT u.id AS unidade, (SELECT count(*)::int FROM recibo_lote WHERE unidade_id = u.id) AS lotes,
        (SELECT count(*)::int FROM recibo WHERE unidade_id = u.id) AS recibos,
        (SELECT count(*)::int FROM vw_recibo_pendente WHERE unidade_id = u.id) AS pendentes
      FROM unidade AS u ORDER BY u.id`.execute(t.db);
    expect(rows).toHaveLength(2);
    for (const u of rows) expect(u.lotes >= 6 && u.recibos > u.lotes && u.pendentes > 0, JSON.stringify(u)).toBe(true);
    const numeros = (await sql<{ numero: number }>`SELECT numero::int AS numero FROM recibo ORDER BY numero`.execute(t.db)).rows.map((r) => r.numero);
    expect(numeros[0]).toBe(1);
    expect(consecutivos(numeros)).toBe(true);
  });
});

describe('Gerar recibos', () => {
  it('issues one receipt per selected baixa, numbered without a gap, and the batch\'s PDF with what each receipt says', { timeout: 60_000 }, async () => {
    const escolhidas = await pendentes(3);
    const r = await gerar(escolhidas.map((p) => p.id));
    expect(r.statusCode, r.body).toBe(200);
    const lote = await loteDa(escolhidas[0]!.id);
    const recibos = await recibosDas(escolhidas.map((p) => p.id));
    expect(recibos).toHaveLength(3);
    expect(new Set(recibos.map((x) => x.lote))).toEqual(new Set([lote.id]));
    expect(consecutivos(recibos.map((x) => x.numero))).toBe(true);

    const tarefa = await t.chamar({ method: 'GET', url: `/api/tarefas/${lote.tarefa}`, token: admin });
    expect(tarefa.json().content).toMatchObject({ titulo: 'Geração de recibos', estado: 'concluida', mensagem: '3 recibos emitidos.', link: `/api/arquivos/${lote.arquivo}/download` });
    const conteudo = await pdf(`/api/arquivos/${lote.arquivo}/download`);
    expect(conteudo.subarray(0, 4).toString()).toBe('%PDF');
    const texto = textoDoPdf(conteudo);
    for (const recibo of recibos) expect(texto).toContain(`RECIBO Nº ${String(recibo.numero).padStart(6, '0')}`);
    const { rows } = await sql<{ nome: string; cpf: string | null }>`
      SELECT p.nome, p.cpf FROM baixa AS b JOIN titulo AS ti ON ti.id = b.titulo_id JOIN pessoa AS p ON p.id = ti.pessoa_id WHERE b.id = ${escolhidas[0]!.id}`.execute(t.db);
    expect(texto).toContain(`Recebemos de ${rows[0]!.nome}, CPF ${formatCpf(rows[0]!.cpf ?? '')}, a importância de R$ `);
    expect(texto).toContain(valorPorExtenso(Math.round(escolhidas[0]!.valor * 100)));

    for (const p of escolhidas) expect((await t.chamar({ method: 'GET', url: `${PENDENTES}/${p.id}`, token: admin })).statusCode).toBe(404);
  });

  it('takes the payments asked for off the Recibos list at once, before their batch is issued', { timeout: 60_000 }, async () => {
    const [p] = await pendentes(1);
    expect((await gerar([p!.id])).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: `${PENDENTES}/${p!.id}`, token: admin })).statusCode).toBe(404);
    await loteDa(p!.id);
  });

  it('receipts a baixa once, and numbers each batch without a gap, when two batches run at once', { timeout: 60_000 }, async () => {
    const [a, b, c, d, e] = await pendentes(5);
    const pedidos = [[a!.id, b!.id, c!.id], [c!.id, d!.id, e!.id]];
    const respostas = await Promise.all(pedidos.map((ids) => gerar(ids)));
    // Either call may take c first. The other either read c before the first committed (and its
    // job skips c), or found c already asked for (404, nothing of it kept): then its other two are
    // asked for again, alone.
    expect(respostas.map((r) => r.statusCode)).toContain(200);
    for (const [i, r] of respostas.entries()) {
      expect([200, 404]).toContain(r.statusCode);
      if (r.statusCode === 404) expect((await gerar(pedidos[i]!.filter((id) => id !== c!.id))).statusCode).toBe(200);
    }
    await Promise.all([loteDa(a!.id), loteDa(e!.id)]);
    const recibos = await recibosDas([a!.id, b!.id, c!.id, d!.id, e!.id]);
    expect(recibos.map((x) => x.origem).sort()).toEqual([a!.id, b!.id, c!.id, d!.id, e!.id].sort());
    expect(new Set(recibos.map((x) => x.numero)).size).toBe(5);
    for (const lote of new Set(recibos.map((x) => x.lote))) expect(consecutivos(recibos.filter((x) => x.lote === lote).map((x) => x.numero))).toBe(true);
  });

  it('refuses an empty or invalid selection with a 422, a baixa already receipted with a 404, and changes nothing', async () => {
    const antes = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM recibo_lote`.execute(t.db)).rows[0]!.n;
    expect((await gerar([])).statusCode).toBe(422);
    expect((await t.chamar({ method: 'POST', url: `${PENDENTES}/gerar`, token: admin, payload: { ids: ['x'] } })).statusCode).toBe(422);
    const [recebida] = (await recibosDas((await sql<{ id: number }>`SELECT origem_id AS id FROM recibo LIMIT 1`.execute(t.db)).rows.map((x) => x.id)));
    expect((await gerar([recebida!.origem])).statusCode).toBe(404);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM recibo_lote`.execute(t.db)).rows[0]!.n).toBe(antes);
  });

  it('is refused to operador (403) and reaches only the unit\'s own baixas', async () => {
    const [p] = await pendentes(1);
    const negada = await gerar([p!.id], operador);
    expect(negada.statusCode).toBe(403);
    expect(negada.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    expect((await t.chamar({ method: 'GET', url: PENDENTES, token: operador })).statusCode).toBe(403);
    expect((await gerar([p!.id], adminNorte)).statusCode).toBe(404);
  });
});

describe('the history of receipts', () => {
  let recibo: { id: number; numero: number; origem: number };
  let tituloDaBaixa: number;

  beforeAll(async () => {
    const [p] = await pendentes(1);
    expect((await gerar([p!.id])).statusCode).toBe(200);
    await loteDa(p!.id);
    recibo = (await recibosDas([p!.id]))[0]!;
    tituloDaBaixa = p!.titulo;
  }, 60_000);

  it('lists the unit\'s receipts with their totals, and not the other unit\'s', async () => {
    const r = await t.chamar({ method: 'GET', url: `${RECIBOS}?rpp=100`, token: admin });
    expect(r.statusCode).toBe(200);
    const linhas = r.json<{ content: { resultList: { id: number; numero: number; situacao: string; pagadorNome: string }[] } }>().content.resultList;
    expect(linhas.find((l) => l.id === recibo.id)).toMatchObject({ numero: recibo.numero, situacao: 'EMITIDO' });
    const norte = await t.chamar({ method: 'GET', url: `${RECIBOS}/${recibo.id}`, token: adminNorte });
    expect(norte.statusCode).toBe(404);
    const resumos = await t.chamar({ method: 'GET', url: `${RECIBOS}/resumos`, token: admin });
    const { rows } = await sql<{ n: number; total: string }>`SELECT count(*)::int AS n, coalesce(sum(valor) FILTER (WHERE situacao = 'EMITIDO'), 0)::text AS total FROM recibo WHERE unidade_id = ${sede}`.execute(t.db);
    expect(resumos.json().content).toMatchObject({ quantidade: rows[0]!.n, emitido: Number(rows[0]!.total) });
  });

  it('downloads the receipt and its batch through links that an authtoken opens', async () => {
    const baixar = await t.chamar({ method: 'POST', url: `${RECIBOS}/${recibo.id}/baixarpdf`, token: admin });
    expect(baixar.statusCode, baixar.body).toBe(200);
    const link = baixar.json<{ content: { link: string } }>().content.link;
    expect(link).toBe(`/api/recibos/${recibo.id}/pdf`);
    const derivado = await t.chamar({ method: 'POST', url: '/api/authtokens', token: admin, payload: { recurso: link } });
    const { authtoken } = derivado.json<{ content: { authtoken: string } }>().content;
    const aberto = await t.chamar({ method: 'GET', url: `${link}?authtoken=${encodeURIComponent(authtoken)}` });
    expect(aberto.statusCode).toBe(200);
    expect(aberto.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(textoDoPdf(aberto.rawPayload)).toContain(`RECIBO Nº ${String(recibo.numero).padStart(6, '0')}`);
    expect((await t.chamar({ method: 'GET', url: `/api/recibos/${recibo.id + 1}/pdf?authtoken=${encodeURIComponent(authtoken)}` })).statusCode).toBe(401);

    const lote = await t.chamar({ method: 'POST', url: `${RECIBOS}/${recibo.id}/baixarlote`, token: admin });
    expect(lote.statusCode, lote.body).toBe(200);
    expect(textoDoPdf(await pdf(lote.json<{ content: { link: string } }>().content.link))).toContain(`RECIBO Nº ${String(recibo.numero).padStart(6, '0')}`);
    expect((await t.chamar({ method: 'GET', url: link, token: adminNorte })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: link, token: operador })).statusCode).toBe(403);
  });

  it('reissues a receipt as its 2nd via, with the same number', async () => {
    const r = await t.chamar({ method: 'POST', url: `${RECIBOS}/${recibo.id}/reemitir`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(`2ª via do recibo Nº ${String(recibo.numero).padStart(6, '0')} emitida.`);
    const texto = textoDoPdf(await pdf(r.json<{ content: { link: string } }>().content.link));
    expect(texto).toContain('2ª via');
    expect(texto).toContain(`RECIBO Nº ${String(recibo.numero).padStart(6, '0')}`);
    expect((await t.chamar({ method: 'POST', url: `${RECIBOS}/${recibo.id}/reemitir`, token: operador })).statusCode).toBe(403);
  });

  it('marks the receipt of a reversed baixa CANCELADO, keeping its number, and offers the baixa no new receipt', async () => {
    const estorno = await t.chamar({ method: 'POST', url: `/api/titulos/receitas/${tituloDaBaixa}/estornar`, token: admin, payload: { motivo: 'Pagamento devolvido' } });
    expect(estorno.statusCode, estorno.body).toBe(200);
    const [depois] = await recibosDas([recibo.origem]);
    expect(depois).toMatchObject({ id: recibo.id, numero: recibo.numero, situacao: 'CANCELADO' });
    expect((await t.chamar({ method: 'POST', url: `${RECIBOS}/${recibo.id}/reemitir`, token: admin })).statusCode).toBe(409);
    expect((await gerar([recibo.origem])).statusCode).toBe(404);
  });
});
