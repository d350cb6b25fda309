import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The supplies' flows through their calls: a requisition (request → approve → issue, partial
// when the location falls short, then the rest), and its tags.

let t: AppDeTeste;
let admin: string;
let solicitante: string;
const ref = { grupo: 0, un: 0, local: 0, setor: 0 };

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
