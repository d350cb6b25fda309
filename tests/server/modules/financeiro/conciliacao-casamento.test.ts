import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaginaDaConciliacao } from '../../../../src/shared/api/conciliacao.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Matching statement lines on a new account of the Sede opened at R$ 1.000,00 on 01/03/2026, its
// statement inserted as the OFX import would (extrato_importacao + extrato_linha): a supplier's
// despesa already paid (baixa on 05/03), an open despesa of a known supplier due 12/03, a bank fee
// a rule turns into a título (the demo's TARIFA rule, or the test's own), a transfer out, and a donation no one recorded.

let t: AppDeTeste;
let admin: string;
let sede = 0;
let conta = 0;
let outra = 0;
let importacao = 0;
const cat = { receita: 0, despesa: 0 };
const id = { pessoa: 0, pago: 0, baixaPaga: 0, aberto: 0, transferencia: 0 };
const URL = '/api/financeiro/conciliacao';

async function titulo(tipo: 'RECEITA' | 'DESPESA', valor: string, vencimento: string, descricao: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, conta_id, documento, descricao, valor, data_vencimento, situacao, valor_aberto, proximo_vencimento)
    VALUES (${sede}, ${tipo}, ${id.pessoa}, ${tipo === 'RECEITA' ? cat.receita : cat.despesa}, ${conta}, ${`NF ${valor}`}, ${descricao}, ${valor}, ${vencimento}, 'ABERTO', ${valor}, ${vencimento}) RETURNING id`.execute(t.db);
  await sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor) VALUES (${rows[0]!.id}, ${sede}, 1, ${vencimento}, ${vencimento}, ${valor})`.execute(t.db);
  return rows[0]!.id;
}

async function linha(fitid: string, data: string, valor: string, memo: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO extrato_linha (importacao_id, unidade_id, conta_id, fitid, data, valor, memo)
    VALUES (${importacao}, ${sede}, ${conta}, ${fitid}, ${data}, ${valor}, ${memo}) RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

const pagina = async (consulta: string, token = admin): Promise<PaginaDaConciliacao> => {
  const r = await t.chamar({ method: 'GET', url: `${URL}/linhas?conta=${conta}&${consulta}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: PaginaDaConciliacao }>().content;
};
const post = (url: string, payload: object = {}, token = admin) => t.chamar({ method: 'POST', url: `${URL}${url}`, token, payload });
const situacao = async (l: number) => (await sql<{ s: string }>`SELECT situacao AS s FROM extrato_linha WHERE id = ${l}`.execute(t.db)).rows[0]!.s;

const l = { paga: 0, aberta: 0, tarifa: 0, transferencia: 0, doacao: 0, fevereiro: 0 };

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const nova = async (descricao: string) => (await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
    VALUES (${sede}, ${descricao}, 'CONTA_CORRENTE', '1000.00', '2026-03-01') RETURNING id`.execute(t.db)).rows[0]!.id;
  conta = await nova('Conta da conciliação');
  outra = await nova('Poupança da conciliação');
  const c = await sql<{ receita: number; despesa: number }>`SELECT
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'RECEITA') AS receita,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS despesa`.execute(t.db);
  Object.assign(cat, c.rows[0]);
  id.pessoa = (await sql<{ id: number }>`INSERT INTO pessoa (unidade_id, codigo, nome, cnpj) SELECT ${sede}, max(codigo) + 1, 'Papelaria São José', '12345678000190' FROM pessoa RETURNING id`.execute(t.db)).rows[0]!.id;
  id.pago = await titulo('DESPESA', '150.00', '2026-03-05', 'Material de escritório');
  const pagar = await t.chamar({ method: 'POST', url: `/api/titulos/${id.pago}/baixar`, token: admin, payload: { data: '2026-03-05', conta, valor: 150 } });
  expect(pagar.statusCode, pagar.body).toBe(200);
  id.baixaPaga = (await sql<{ id: number }>`SELECT id FROM baixa WHERE titulo_id = ${id.pago}`.execute(t.db)).rows[0]!.id;
  id.aberto = await titulo('DESPESA', '320.00', '2026-03-12', 'Resmas de papel');
  const tr = await t.chamar({ method: 'POST', url: '/api/financeiro/transferencias', token: admin, payload: { data: '2026-03-08', contaOrigem: conta, contaDestino: outra, valor: 200, descricao: 'Aplicação' } });
  expect(tr.statusCode, tr.body).toBe(200);
  id.transferencia = tr.json<{ content: { id: number } }>().content.id;
  importacao = (await sql<{ id: number }>`INSERT INTO extrato_importacao (unidade_id, conta_id, arquivo, tipo, inicio, fim, saldo_final)
    VALUES (${sede}, ${conta}, 'marco.ofx', 'BANCO', '2026-02-27', '2026-03-15', '1321.10') RETURNING id`.execute(t.db)).rows[0]!.id;
  l.fevereiro = await linha('F0', '2026-02-27', '-1.00', 'SAQUE AVULSO');
  l.paga = await linha('F1', '2026-03-05', '-150.00', 'PAG BOLETO PAPELARIA');
  l.aberta = await linha('F2', '2026-03-11', '-320.00', 'PIX ENVIADO PAPELARIA SAO JOSE');
  l.tarifa = await linha('F3', '2026-03-10', '-8.90', 'Tarifa pacote serviços');
  l.transferencia = await linha('F4', '2026-03-08', '-200.00', 'TED APLICACAO');
  l.doacao = await linha('F5', '2026-03-14', '1000.00', 'PIX RECEBIDO MARIA DOADORA');
});
afterAll(async () => {
  await t.fechar();
});

describe('candidatos', () => {
  it('each pending line of money out with its best candidates first, the money in apart', async () => {
    const saidas = await pagina('sentido=SAIDA');
    const porId = new Map(saidas.linhas.map((x) => [x.id, x]));
    expect(porId.get(l.paga)!.candidatos[0]).toMatchObject({ origem: 'BAIXA', id: id.baixaPaga, exato: true });
    expect(porId.get(l.aberta)!.candidatos[0]).toMatchObject({ origem: 'TITULO', id: id.aberto, exato: true, identificado: true });
    expect(porId.get(l.transferencia)!.candidatos[0]).toMatchObject({ origem: 'TRANSFERENCIA', id: id.transferencia });
    expect(porId.has(l.doacao)).toBe(false);
    expect((await pagina('sentido=ENTRADA')).linhas.map((x) => x.id)).toEqual([l.doacao]);
    expect(saidas.totais).toMatchObject({ saldoBanco: 1321.1, saldoBancoEm: '2026-03-15', pendentes: 6 });
  });
});

describe('casar', () => {
  it('a line with a baixa already recorded: CONCILIADA, and the baixa is no longer a candidate', async () => {
    const r = await post(`/linhas/${l.paga}/casar`, { itens: [{ origem: 'BAIXA', id: id.baixaPaga }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await situacao(l.paga)).toBe('CONCILIADA');
    const outraVez = await post(`/linhas/${l.aberta}/casar`, { itens: [{ origem: 'BAIXA', id: id.baixaPaga }] });
    expect(outraVez.statusCode).toBe(422);
  });

  it('a line with an open título pays it through the finance core, on the line’s date and account', async () => {
    const r = await post(`/linhas/${l.aberta}/casar`, { itens: [{ origem: 'TITULO', id: id.aberto }] });
    expect(r.statusCode, r.body).toBe(200);
    const tit = await sql<{ situacao: string; data: string; conta_id: number }>`SELECT t.situacao, to_char(b.data, 'YYYY-MM-DD') AS data, b.conta_id
      FROM titulo AS t JOIN baixa AS b ON b.titulo_id = t.id WHERE t.id = ${id.aberto}`.execute(t.db);
    expect(tit.rows).toEqual([{ situacao: 'PAGO', data: '2026-03-11', conta_id: conta }]);
    expect(await situacao(l.aberta)).toBe('CONCILIADA');
  });

  it('refuses items that pass the line, or of the other sense, changing nothing', async () => {
    const r = await post(`/linhas/${l.doacao}/casar`, { itens: [{ origem: 'TRANSFERENCIA', id: id.transferencia }] });
    expect(r.statusCode).toBe(422);
    expect(await situacao(l.doacao)).toBe('PENDENTE');
    const vazio = await post(`/linhas/${l.doacao}/casar`, { itens: [] });
    expect(vazio.statusCode).toBe(422);
  });

  it('a transfer, then undone: the line is pending again and the transfer a candidate', async () => {
    expect((await post(`/linhas/${l.transferencia}/casar`, { itens: [{ origem: 'TRANSFERENCIA', id: id.transferencia }] })).statusCode).toBe(200);
    expect(await situacao(l.transferencia)).toBe('CONCILIADA');
    expect((await post(`/linhas/${l.transferencia}/desfazer`)).statusCode).toBe(200);
    expect(await situacao(l.transferencia)).toBe('PENDENTE');
    expect((await post(`/linhas/${l.transferencia}/casar`, { itens: [{ origem: 'TRANSFERENCIA', id: id.transferencia }] })).statusCode).toBe(200);
  });
});

describe('títulos sem conta', () => {
  it('an open título with no account is a candidate for any account of its unit, after the account’s own, and is paid into the line’s account', async () => {
    const norte = await idDaUnidade(t.db, 'Unidade Norte');
    const semConta = async (unidade: number) => (await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, categoria_id, descricao, valor, data_vencimento, situacao, valor_aberto, proximo_vencimento)
      VALUES (${unidade}, 'DESPESA', ${cat.despesa}, 'Conserto da bomba', '75.00', '2026-03-20', 'ABERTO', '75.00', '2026-03-20') RETURNING id`.execute(t.db)).rows[0]!.id;
    const parcela = (titulo: number, unidade: number) => sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor) VALUES (${titulo}, ${unidade}, 1, '2026-03-20', '2026-03-20', '75.00')`.execute(t.db);
    const daSede = await semConta(sede);
    const doNorte = await semConta(norte);
    await parcela(daSede, sede);
    await parcela(doNorte, norte);
    const daPoupanca = await titulo('DESPESA', '75.00', '2026-03-20', 'Conserto do portão');
    await sql`UPDATE titulo SET conta_id = ${outra}, pessoa_id = NULL WHERE id = ${daPoupanca}`.execute(t.db);
    const imp = (await sql<{ id: number }>`INSERT INTO extrato_importacao (unidade_id, conta_id, arquivo, tipo, inicio, fim, saldo_final)
      VALUES (${sede}, ${outra}, 'poupanca.ofx', 'BANCO', '2026-03-19', '2026-03-19', '125.00') RETURNING id`.execute(t.db)).rows[0]!.id;
    const linhaDaPoupanca = (await sql<{ id: number }>`INSERT INTO extrato_linha (importacao_id, unidade_id, conta_id, fitid, data, valor, memo)
      VALUES (${imp}, ${sede}, ${outra}, 'P1', '2026-03-19', '-75.00', 'PIX ENVIADO') RETURNING id`.execute(t.db)).rows[0]!.id;
    const r = await t.chamar({ method: 'GET', url: `${URL}/linhas?conta=${outra}&sentido=SAIDA`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const candidatos = r.json<{ content: PaginaDaConciliacao }>().content.linhas.find((x) => x.id === linhaDaPoupanca)!.candidatos;
    expect(candidatos.map((c) => c.id)).toEqual([daPoupanca, daSede]);
    expect((await post(`/linhas/${linhaDaPoupanca}/casar`, { itens: [{ origem: 'TITULO', id: doNorte }] })).statusCode).toBe(404);
    const casado = await post(`/linhas/${linhaDaPoupanca}/casar`, { itens: [{ origem: 'TITULO', id: daSede }] });
    expect(casado.statusCode, casado.body).toBe(200);
    const pago = await sql<{ situacao: string; conta_id: number; data: string }>`SELECT t.situacao, b.conta_id, to_char(b.data, 'YYYY-MM-DD') AS data
      FROM titulo AS t JOIN baixa AS b ON b.titulo_id = t.id WHERE t.id = ${daSede}`.execute(t.db);
    expect(pago.rows).toEqual([{ situacao: 'PAGO', conta_id: outra, data: '2026-03-19' }]);
    expect(await situacao(linhaDaPoupanca)).toBe('CONCILIADA');
  });
});

describe('novo título e regras', () => {
  it('an unmatched line becomes a paid receita of the category given, matched', async () => {
    const sem = await post(`/linhas/${l.doacao}/titulo`, {});
    expect(sem.statusCode).toBe(422);
    expect(sem.json()).toMatchObject({ errors: [{ field: 'categoria' }] });
    const errada = await post(`/linhas/${l.doacao}/titulo`, { categoria: cat.despesa });
    expect(errada.statusCode).toBe(422);
    const r = await post(`/linhas/${l.doacao}/titulo`, { categoria: cat.receita });
    expect(r.statusCode, r.body).toBe(200);
    const novo = r.json<{ content: { titulo: number } }>().content.titulo;
    const tit = await sql<{ tipo: string; situacao: string; descricao: string; valor: string }>`SELECT tipo, situacao, descricao, valor::text AS valor FROM titulo WHERE id = ${novo}`.execute(t.db);
    expect(tit.rows[0]).toEqual({ tipo: 'RECEITA', situacao: 'PAGO', descricao: 'PIX RECEBIDO MARIA DOADORA', valor: '1000.00' });
    expect(await situacao(l.doacao)).toBe('CONCILIADA');
  });

  it('a rule makes the fee a paid despesa; undoing the rules reverses its baixa and cancels the título', async () => {
    const regra = await t.chamar({ method: 'POST', url: `${URL}/regrasconciliacao`, token: admin, payload: { descricao: 'Tarifas', textoContem: 'TARIFA PACOTE', tipo: 'DESPESA', categoria: cat.despesa, prioridade: 1 } });
    expect(regra.statusCode, regra.body).toBe(200);
    const errada = await t.chamar({ method: 'POST', url: `${URL}/regrasconciliacao`, token: admin, payload: { descricao: 'X', textoContem: 'PIX', tipo: 'RECEITA', categoria: cat.despesa } });
    expect(errada.statusCode).toBe(422);
    const r = await post('/regras/aplicar', { conta });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ message: string }>().message).toBe('Regras aplicadas: 1 linha(s) conciliada(s).');
    expect(await situacao(l.tarifa)).toBe('CONCILIADA');
    const criado = await sql<{ titulo_id: number }>`SELECT b.titulo_id FROM conciliacao AS c JOIN baixa AS b ON b.id = c.baixa_id WHERE c.extrato_linha_id = ${l.tarifa} AND c.regra_id IS NOT NULL`.execute(t.db);
    expect(criado.rows).toHaveLength(1);
    expect((await post('/regras/desfazer', { conta })).statusCode).toBe(200);
    expect(await situacao(l.tarifa)).toBe('PENDENTE');
    const desfeito = await sql<{ situacao: string }>`SELECT situacao FROM titulo WHERE id = ${criado.rows[0]!.titulo_id}`.execute(t.db);
    expect(desfeito.rows[0]!.situacao).toBe('CANCELADO');
    expect((await post('/regras/aplicar', { conta })).statusCode).toBe(200);
  });
});

describe('fechamento', () => {
  it('refuses while a line up to the date is pending; closes once it is ignored; then refuses writes in it with 422', async () => {
    // The accounts and their closing are the engine's list (screens/financeiro/conciliacao/fechamento.json), closed and reopened by their rows' actions.
    const cedo = await post(`/contas/${conta}/fechar`, { ate: '2026-03-15' });
    expect(cedo.statusCode).toBe(422);
    expect(cedo.json()).toMatchObject({ errors: [{ field: 'ate', message: 'Há 1 linha(s) do extrato até 15/03/2026 pendente(s) de conciliação: concilie ou ignore antes de fechar.' }] });
    expect((await post(`/linhas/${l.fevereiro}/ignorar`)).statusCode).toBe(200);
    const r = await post(`/contas/${conta}/fechar`, { ate: '2026-03-15' });
    expect(r.statusCode, r.body).toBe(200);
    const lida = await t.chamar({ method: 'GET', url: `${URL}/contas/${conta}`, token: admin });
    // 1.000,00 - 150,00 - 320,00 - 200,00 - 8,90 + 1.000,00 = 1.321,10 in the books as at the bank.
    expect(lida.json<{ content: unknown }>().content).toEqual(expect.objectContaining({ fechadaAte: '2026-03-15', saldoBanco: 1321.1, saldoSistema: 1321.1 }));
    const desfazer = await post(`/linhas/${l.paga}/desfazer`);
    expect(desfazer.statusCode).toBe(422);
    expect(desfazer.json<{ message: string }>().message).toBe('A conciliação da conta está fechada até 15/03/2026: reabra o fechamento para alterar esta linha.');
    expect((await post(`/linhas/${l.fevereiro}/restaurar`)).statusCode).toBe(422);
    expect((await post(`/contas/${conta}/reabrir`)).statusCode).toBe(200);
    expect((await post(`/linhas/${l.fevereiro}/restaurar`)).statusCode).toBe(200);
  });
});

describe('permissões', () => {
  it('paying, creating or reversing a título from the matching needs the título action’s own tag too, and a 403 changes nothing', async () => {
    await criarUsuario(t.db, { login: 'conciliador.sem.titulos', unidadeIds: [sede], tags: ['financeiro.conciliacao.visualizar', 'financeiro.conciliacao.conciliar', 'financeiro.despesa.criar'] });
    const conciliador = await t.entrar('conciliador.sem.titulos');
    const aberto = await titulo('DESPESA', '1.00', '2026-02-27', 'Saque');
    const recusados = [
      await post(`/linhas/${l.fevereiro}/casar`, { itens: [{ origem: 'TITULO', id: aberto }] }, conciliador),
      await post(`/linhas/${l.fevereiro}/titulo`, { categoria: cat.despesa }, conciliador),
      await post(`/linhas/${l.tarifa}/desfazer`, {}, conciliador),
      await post('/regras/desfazer', { conta }, conciliador),
    ];
    for (const r of recusados) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
    expect([await situacao(l.fevereiro), await situacao(l.tarifa)]).toEqual(['PENDENTE', 'CONCILIADA']);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM baixa WHERE titulo_id = ${aberto}`.execute(t.db)).rows[0]!.n).toBe(0);
  });

  it('without the tags, 403; with the view tag only, reads but does not write', async () => {
    await criarUsuario(t.db, { login: 'leitor.conciliacao', unidadeIds: [sede], tags: ['financeiro.conciliacao.visualizar'] });
    const leitor = await t.entrar('leitor.conciliacao');
    expect((await t.chamar({ method: 'GET', url: `${URL}/linhas?conta=${conta}`, token: leitor })).statusCode).toBe(200);
    for (const [url, payload] of [[`/linhas/${l.fevereiro}/ignorar`, {}], ['/regras/aplicar', { conta }], [`/contas/${conta}/fechar`, { ate: '2026-03-01' }]] as const) {
      const r = await post(url, payload, leitor);
      expect(r.statusCode).toBe(403);
      expect(r.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
    const operador = await t.entrar('operador');
    expect((await t.chamar({ method: 'GET', url: `${URL}/linhas?conta=${conta}`, token: operador })).statusCode).toBe(403);
  });
});
