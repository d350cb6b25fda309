import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { condicoesDaConsulta } from '../../../../src/server/resources/condicoes-da-consulta.ts';
import { carregarCatalogoDeTelas } from '../../../../src/server/resources/index.ts';
import { LIMITE_DE_REFERENCIAS_ACHADAS } from '../../../../src/server/resources/pesquisa.ts';
import { prepararRecursos } from '../../../../src/server/resources/recurso.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The lists' search over a título's own columns and its person's name: the person's name is
// searched in the people's table and matched by the reference (pesquisa.ts), with the same
// accent- and case-insensitive 'contains'.

let t: AppDeTeste;
let admin: string;
let sede: number;
let pessoa: number;
const DESPESAS = '/api/titulos/despesas';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ pessoa: number; categoria: number; conta: number }>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta`.execute(t.db);
  const ref = rows[0];
  pessoa = ref?.pessoa ?? 0;
  await sql`UPDATE pessoa SET nome = 'Conceição Araújo Pesquisável' WHERE id = ${ref?.pessoa ?? 0}`.execute(t.db);
  const r = await t.chamar({
    method: 'POST',
    url: DESPESAS,
    token: admin,
    payload: {
      descricao: 'Conserto do portão',
      documento: 'NF 98765',
      ...ref,
      emissao: '2025-01-10',
      competencia: '2025-01-01',
      valor: 50,
      dataVencimento: '2025-01-31',
      quantidadeParcelas: 1,
      parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 50 }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(async () => {
  await t.fechar();
});

const achados = async (q: string): Promise<string[]> => {
  const r = await t.chamar({ method: 'GET', url: `${DESPESAS}?rpp=50&q=${encodeURIComponent(q)}`, token: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { resultList: { descricao: string }[] } }>().content.resultList.map((l) => l.descricao);
};

it("finds a título by part of its person's name, without accents or case", async () => {
  expect(await achados('conceicao araujo pesq')).toEqual(['Conserto do portão']);
});

it('finds it by its description and document, and nothing by a name no one has', async () => {
  expect(await achados('PORTAO')).toEqual(['Conserto do portão']);
  expect(await achados('98765')).toEqual(['Conserto do portão']);
  expect(await achados('Ninguém Pesquisável')).toEqual([]);
});

it('the resumos count what the search finds', async () => {
  const r = await t.chamar({ method: 'GET', url: `${DESPESAS}/resumos?q=${encodeURIComponent('conceição araújo')}`, token: admin });
  expect(r.json<{ content: { quantidade: number; total: number } }>().content).toMatchObject({ quantidade: 1, total: 50 });
});

it("binds the ids of the people found as one list, which the planner counts, and not a subquery it would guess at ten", async () => {
  const despesas = prepararRecursos(await carregarCatalogoDeTelas()).find((r) => r.descritor.recurso === DESPESAS);
  if (despesas === undefined) throw new Error('Sem o recurso das despesas.');
  const contexto = { trx: t.db, sessao: { usuarioId: 1, unidadeId: sede }, recurso: { url: DESPESAS, modelo: despesas.modelo.$id } };
  const [busca] = await condicoesDaConsulta(despesas, { page: 1, rpp: 10, q: 'conceição araújo pesq' }, contexto);
  const { sql: texto, parameters } = (busca ?? sql``).compile(t.db);
  expect(texto).not.toMatch(/SELECT/i);
  expect(parameters).toContainEqual([pessoa]);
});

it('a name shared by more people than are listed is read by the query itself, with the same result', async () => {
  const homonimos = LIMITE_DE_REFERENCIAS_ACHADAS + 1;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO pessoa (unidade_id, codigo, nome)
    SELECT ${sede}, 900000 + n, 'Homônimo Pesquisável ' || n FROM generate_series(1, ${homonimos}) AS n
    RETURNING id`.execute(t.db);
  await sql`UPDATE titulo SET pessoa_id = ${rows.at(-1)?.id ?? 0} WHERE descricao = 'Conserto do portão'`.execute(t.db);
  expect(await achados('homonimo pesquisavel')).toEqual(['Conserto do portão']);
});
