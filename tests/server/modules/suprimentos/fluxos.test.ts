import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarArquivos } from '../../../../src/server/arquivos.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The supplies' flows through their calls: a requisition (request → approve → issue, partial
// when the location falls short, then the rest), a purchase (request → approve → order →
// receipt of 8 of 10 and 3 of 5 in one go (a bad line refuses it all), then the rest, each a payable título in installments that enters
// approval), their tags, and the consumption by sector report over what was issued.

let t: AppDeTeste;
let admin: string;
let solicitante: string;
const ref = { grupo: 0, un: 0, local: 0, setor: 0, pessoa: 0, categoria: 0, conta: 0, forma: 0 };

const REQUISICOES = '/api/suprimentos/requisicoes';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'requisitante', unidadeIds: [sede], tags: ['suprimentos.requisicao.visualizar', 'suprimentos.requisicao.solicitar'] });
  solicitante = await t.entrar('requisitante');
  const um = async (consulta: { execute: (db: AppDeTeste['db']) => Promise<{ rows: { id: number }[] }> }) => (await consulta.execute(t.db)).rows[0]!.id;
  ref.grupo = await um(sql<{ id: number }>`INSERT INTO suprimento_grupo (descricao) VALUES ('Grupo dos fluxos') RETURNING id`);
  ref.un = await um(sql<{ id: number }>`INSERT INTO suprimento_unidade_medida (sigla, descricao) VALUES ('flx', 'Unidade dos fluxos') RETURNING id`);
  ref.local = await um(sql<{ id: number }>`INSERT INTO suprimento_local (descricao) VALUES ('Local dos fluxos') RETURNING id`);
  ref.setor = await um(sql<{ id: number }>`INSERT INTO setor (unidade_id, nome) VALUES (${sede}, 'Setor dos fluxos') RETURNING id`);
  ref.forma = await um(sql<{ id: number }>`INSERT INTO suprimento_forma_pagamento (descricao, parcelas, dias_primeira) VALUES ('Três vezes', 3, 30) RETURNING id`);
  const { rows } = await sql<{ pessoa: number; conta: number; categoria: number }>`SELECT (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta, (SELECT id FROM categoria WHERE codigo = '2.3.04') AS categoria`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

async function itemComEstoque(codigo: string, quantidade: number, valorUnitario: number, estoqueMinimo = 0): Promise<number> {
  const r = await t.chamar({ method: 'POST', url: '/api/suprimentos/itens', token: admin, payload: { codigo, descricao: `Item ${codigo}`, grupo: ref.grupo, unidadeMedida: ref.un, estoqueMinimo } });
  const id = r.json<{ content: { id: number } }>().content.id;
  const e = await t.chamar({ method: 'POST', url: '/api/suprimentos/ajustes', token: admin, payload: { data: '2030-01-10', tipo: 'DOACAO', item: id, local: ref.local, quantidade, valorUnitario, motivo: 'Estoque inicial' } });
  expect(e.statusCode, e.body).toBe(200);
  return id;
}

const acao = (id: number, nome: string, token = admin, payload: object = {}) => t.chamar({ method: 'POST', url: `${REQUISICOES}/${id}/${nome}`, token, payload });

async function linhas(id: number): Promise<string[]> {
  const { rows } = await sql<{ a: string }>`SELECT quantidade_atendida::text AS a FROM suprimento_requisicao_item WHERE requisicao_id = ${id} ORDER BY ordem, id`.execute(t.db);
  return rows.map((r) => r.a);
}
const situacao = async (id: number) => (await sql<{ s: string }>`SELECT situacao AS s FROM suprimento_requisicao WHERE id = ${id}`.execute(t.db)).rows[0]?.s;

describe('a requisition', () => {
  it('is requested, approved and issued in part when the location falls short, then in full', async () => {
    const [papel, toner] = [await itemComEstoque('R-PAPEL', 10, 20), await itemComEstoque('R-TONER', 1, 300)];
    const pedido = await t.chamar({ method: 'POST', url: REQUISICOES, token: solicitante, payload: { data: '2030-02-01', setor: ref.setor, local: ref.local, itens: [{ item: papel, quantidade: 4 }, { item: toner, quantidade: 3 }] } });
    expect(pedido.statusCode, pedido.body).toBe(200);
    const id = pedido.json<{ content: { id: number } }>().content.id;
    expect((await acao(id, 'atender')).statusCode).toBe(409);
    expect((await acao(id, 'aprovar', solicitante)).json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await acao(id, 'aprovar')).statusCode).toBe(200);
    expect(await situacao(id)).toBe('APROVADA');
    const alterar = await t.chamar({ method: 'POST', url: REQUISICOES, token: solicitante, payload: { id, data: '2030-02-01', setor: ref.setor, local: ref.local, itens: [{ item: papel, quantidade: 9 }] } });
    expect(alterar.statusCode).toBe(422);

    const parcial = await acao(id, 'atender');
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json<{ message: string }>().message).toBe(`A requisição nº ${id} foi atendida em parte: o que faltou no estoque fica para o próximo atendimento.`);
    expect(await linhas(id)).toEqual(['4.000', '1.000']);
    expect(await situacao(id)).toBe('PARCIALMENTE_ATENDIDA');
    expect((await acao(id, 'atender')).json()).toEqual({ message: 'Não há estoque no local para entregar nenhum item da requisição.' });

    const reposicao = await t.chamar({ method: 'POST', url: '/api/suprimentos/ajustes', token: admin, payload: { data: '2030-02-02', tipo: 'ENTRADA', item: toner, local: ref.local, quantidade: 5, valorUnitario: 310, motivo: 'Reposição' } });
    expect(reposicao.statusCode).toBe(200);
    const resto = await acao(id, 'atender');
    expect(resto.json<{ message: string }>().message).toBe(`A requisição nº ${id} foi atendida.`);
    expect(await linhas(id)).toEqual(['4.000', '3.000']);
    expect(await situacao(id)).toBe('ATENDIDA');
    const saidas = await sql<{ q: string; v: string; setor: number }>`
      SELECT quantidade::text AS q, valor::text AS v, setor_id AS setor FROM suprimento_movimento WHERE requisicao_id = ${id} ORDER BY id`.execute(t.db);
    expect(saidas.rows).toEqual([
      { q: '4.000', v: '80.00', setor: ref.setor },
      { q: '1.000', v: '300.00', setor: ref.setor },
      { q: '2.000', v: '620.00', setor: ref.setor },
    ]);
  });

  it('a rejection needs its reason and ends the requisition', async () => {
    const papel = await itemComEstoque('R-REJ', 2, 1);
    const pedido = await t.chamar({ method: 'POST', url: REQUISICOES, token: solicitante, payload: { data: '2030-02-01', setor: ref.setor, local: ref.local, itens: [{ item: papel, quantidade: 1 }] } });
    const id = pedido.json<{ content: { id: number } }>().content.id;
    expect((await acao(id, 'rejeitar')).statusCode).toBe(422);
    expect((await acao(id, 'rejeitar', admin, { motivo: 'Sem orçamento' })).statusCode).toBe(200);
    expect(await situacao(id)).toBe('REJEITADA');
    expect((await acao(id, 'atender')).statusCode).toBe(409);
    const vazia = await t.chamar({ method: 'POST', url: REQUISICOES, token: solicitante, payload: { data: '2030-02-01', setor: ref.setor, local: ref.local, itens: [] } });
    expect(vazia.json()).toMatchObject({ errors: [{ field: 'itens', message: 'Preenchimento obrigatório.' }] });
  });
});

const COMPRAS = '/api/suprimentos/compras';
const naCompra = (id: number, nome: string, payload: object = {}) => t.chamar({ method: 'POST', url: `${COMPRAS}/${id}/${nome}`, token: admin, payload });

describe('a purchase', () => {
  it('is approved, ordered and received 8 of 10 cartridges and 3 of 5 toners, then the rest, each receipt a payable título in installments that enters approval', async () => {
    const novoItem = async (codigo: string, descricao: string) =>
      (await t.chamar({ method: 'POST', url: '/api/suprimentos/itens', token: admin, payload: { codigo, descricao, grupo: ref.grupo, unidadeMedida: ref.un } })).json<{ content: { id: number } }>().content.id;
    const [cartucho, toner] = [await novoItem('C-CART', 'Cartucho'), await novoItem('C-TONER', 'Toner')];
    const itens = [{ item: cartucho, quantidade: 10, valorUnitario: 12.5 }, { item: toner, quantidade: 5, valorUnitario: 100 }];
    const base = { data: '2026-11-02', local: ref.local, fornecedor: ref.pessoa, formaPagamento: ref.forma, conta: ref.conta, itens };
    const semCategoria = (await t.chamar({ method: 'POST', url: COMPRAS, token: admin, payload: base })).json<{ content: { id: number; valorTotal: number } }>().content;
    expect(semCategoria.valorTotal).toBe(625);
    expect((await naCompra(semCategoria.id, 'aprovar')).statusCode).toBe(200);
    expect((await naCompra(semCategoria.id, 'emitirpedido')).json()).toMatchObject({ errors: [{ field: 'categoria', message: 'Informe a categoria da despesa antes de emitir o pedido.' }] });

    const criada = (await t.chamar({ method: 'POST', url: COMPRAS, token: admin, payload: { ...base, categoria: ref.categoria } })).json<{ content: { id: number; itens: { id: number }[] } }>().content;
    const id = criada.id;
    const [l1, l2] = criada.itens.map((l) => l.id);
    const receber = (data: string, q1: number | null, q2: number | null) => naCompra(id, 'receber', { data, linhas: [{ linha: l1, quantidade: q1 }, { linha: l2, quantidade: q2 }] });
    expect((await receber('2026-11-05', 8, 3)).statusCode).toBe(409);
    expect((await naCompra(id, 'aprovar')).statusCode).toBe(200);
    expect((await naCompra(id, 'emitirpedido')).statusCode).toBe(200);

    const compra = async () => (await sql<{ s: string; v: string }>`SELECT situacao AS s, valor_recebido::text AS v FROM suprimento_compra WHERE id = ${id}`.execute(t.db)).rows[0];
    const nadaMudou = async () => {
      expect(await compra()).toEqual({ s: 'PEDIDO', v: '0.00' });
      expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM suprimento_movimento WHERE compra_id = ${id}`.execute(t.db)).rows[0]?.n).toBe(0);
      expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM suprimento_recebimento WHERE compra_id = ${id}`.execute(t.db)).rows[0]?.n).toBe(0);
    };
    // A bad line refuses the whole receipt, each line at its own path, and writes nothing.
    const ruins = await receber('2026-11-05', 11, 2.5);
    expect(ruins.statusCode).toBe(422);
    expect(ruins.json()).toMatchObject({
      errors: [
        { field: 'linhas.0.quantidade', message: 'A quantidade passa do que falta receber deste item (10).' },
        { field: 'linhas.1.quantidade', message: 'A unidade flx não é fracionável: informe uma quantidade inteira.' },
      ],
    });
    const outra = await naCompra(id, 'receber', { data: '2026-11-05', linhas: [{ linha: l1, quantidade: 8 }, { linha: semCategoria.id * 1000, quantidade: 1 }] });
    expect(outra.json()).toMatchObject({ errors: [{ field: 'linhas.1.quantidade', message: 'O item não está nesta compra ou já foi todo recebido.' }] });
    const repetida = await naCompra(id, 'receber', { data: '2026-11-05', linhas: [{ linha: l1, quantidade: 1 }, { linha: l1, quantidade: 1 }] });
    expect(repetida.json()).toMatchObject({ errors: [{ field: 'linhas.1.quantidade', message: 'Esta linha da compra já foi informada acima.' }] });
    expect((await receber('2026-11-05', 0, null)).json()).toMatchObject({ errors: [{ field: 'linhas', message: 'Informe a quantidade recebida de ao menos um item.' }] });
    expect((await receber('2026-11-05', -1, 3)).json()).toMatchObject({ errors: [{ field: 'linhas.0.quantidade', message: 'O valor deve ser maior ou igual a 0.' }] });
    await nadaMudou();

    const parcial = await receber('2026-11-05', 8, 3);
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json<{ message: string }>().message).toBe('Recebimento registrado: a compra está parcialmente recebida.');
    expect(await compra()).toEqual({ s: 'PARCIALMENTE_RECEBIDA', v: '400.00' });
    const estoque = async (item: number) => (await sql<{ q: string; v: string }>`SELECT quantidade::text AS q, valor_total::text AS v FROM suprimento_item WHERE id = ${item}`.execute(t.db)).rows[0];
    expect([await estoque(cartucho), await estoque(toner)]).toEqual([{ q: '8.000', v: '100.00' }, { q: '3.000', v: '300.00' }]);
    const recebidas = (await t.chamar({ method: 'GET', url: `${COMPRAS}/${id}`, token: admin })).json<{ content: { itens: { quantidadeRecebida: number }[] } }>().content.itens;
    expect(recebidas.map((l) => l.quantidadeRecebida)).toEqual([8, 3]);

    const resto = await receber('2026-11-06', 2, 2);
    expect(resto.json<{ message: string }>().message).toBe('Recebimento registrado: a compra está recebida.');
    expect(await compra()).toEqual({ s: 'RECEBIDA', v: '625.00' });
    expect((await receber('2026-11-06', 1, 0)).statusCode).toBe(409);

    const titulos = await sql<{ id: number; tipo: string; valor: string; pessoa: number; solicitante: number; aprovacao: string | null; parcelas: string[] }>`
      SELECT t.id, t.tipo, t.valor::text AS valor, t.pessoa_id AS pessoa, t.solicitante_id AS solicitante, t.aprovacao,
        array(SELECT to_char(p.vencimento, 'YYYY-MM-DD') || ' ' || p.valor::text FROM parcela p WHERE p.titulo_id = t.id ORDER BY p.numero) AS parcelas
      FROM suprimento_recebimento r JOIN titulo t ON t.id = r.titulo_id WHERE r.compra_id = ${id} ORDER BY r.id`.execute(t.db);
    expect(titulos.rows.map(({ id: _id, solicitante, aprovacao, ...resto }) => ({ ...resto, temSolicitante: solicitante !== null, avaliado: aprovacao !== null }))).toEqual([
      { tipo: 'DESPESA', valor: '400.00', pessoa: ref.pessoa, parcelas: ['2026-12-05 133.33', '2027-01-05 133.33', '2027-02-05 133.34'], temSolicitante: true, avaliado: true },
      { tipo: 'DESPESA', valor: '225.00', pessoa: ref.pessoa, parcelas: ['2026-12-06 75.00', '2027-01-06 75.00', '2027-02-06 75.00'], temSolicitante: true, avaliado: true },
    ]);
    const despesa = await t.chamar({ method: 'GET', url: `/api/titulos/despesas/${titulos.rows[0]!.id}`, token: admin });
    expect(despesa.statusCode).toBe(200);
  });
});

async function emitir(relatorio: string, corpo: object): Promise<Buffer> {
  const r = await t.chamar({ method: 'POST', url: `/api/suprimentos/relatorios/${relatorio}`, token: admin, payload: corpo });
  expect(r.statusCode, r.body).toBe(200);
  const tarefaId = r.json<{ content: { id: number } }>().content.id;
  const limite = Date.now() + 60_000;
  let estado = '';
  while (Date.now() < limite && !['concluida', 'falhou'].includes(estado)) {
    await new Promise((pronto) => setTimeout(pronto, 100));
    estado = String((await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefaId}`, token: admin })).json<{ content: { estado: string } }>().content.estado);
  }
  expect(estado).toBe('concluida');
  const arquivo = await t.db.selectFrom('arquivo').select('id').where('diretorio', '=', `relatorios/tarefa-${tarefaId}`).executeTakeFirstOrThrow();
  return (await criarArquivos(t.db, t.config.dataDir).ler(arquivo.id))?.conteudo ?? Buffer.alloc(0);
}

describe('the consumption by sector report', () => {
  it('sums what each sector took by requisition in the period, at cost, and refuses a missing period or tag', async () => {
    const hoje = hojeNoModelo();
    const periodo = { dataInicial: `${hoje.slice(0, 8)}01`, dataFinal: hoje };
    const semPeriodo = await t.chamar({ method: 'POST', url: '/api/suprimentos/relatorios/consumo', token: admin, payload: { formato: 'XLSX' } });
    expect(semPeriodo.statusCode).toBe(422);
    expect((await t.chamar({ method: 'POST', url: '/api/suprimentos/relatorios/consumo', token: solicitante, payload: { formato: 'XLSX', ...periodo } })).statusCode).toBe(403);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load((await emitir('consumo', { formato: 'XLSX', ...periodo })) as unknown as ExcelJS.Buffer);
    const celulas: string[] = [];
    livro.worksheets[0]!.eachRow((row) => celulas.push((row.values as ExcelJS.CellValue[]).slice(1).map(String).join(' | ')));
    expect(celulas).toContain('Setor dos fluxos | R-PAPEL – Item R-PAPEL | 4 | 80');
    expect(celulas).toContain('Setor dos fluxos | R-TONER – Item R-TONER | 3 | 920');
    const { rows } = await sql<{ v: string }>`SELECT sum(valor)::text AS v FROM suprimento_movimento WHERE tipo = 'REQUISICAO' AND data BETWEEN ${periodo.dataInicial}::date AND ${hoje}::date`.execute(t.db);
    expect(celulas.find((c) => c.startsWith('Consumo no período'))).toBe(`Consumo no período | ${Number(rows[0]!.v)}`);
  });
});
