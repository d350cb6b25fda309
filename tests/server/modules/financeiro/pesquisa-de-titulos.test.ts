import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The lists' search over a título's own columns and its person's name: the person's name is
// searched in the people's table and matched by the reference (sql-do-recurso.ts), with the
// same accent- and case-insensitive 'contains'.

let t: AppDeTeste;
let admin: string;
const DESPESAS = '/api/titulos/despesas';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ pessoa: number; categoria: number; conta: number }>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta`.execute(t.db);
  const ref = rows[0];
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
