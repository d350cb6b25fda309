import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { carregarCatalogoDeTelas } from '../../../../src/server/resources/index.ts';
import { prepararRecursos } from '../../../../src/server/resources/recurso.ts';
import { consultaDosResumos } from '../../../../src/server/resources/resumos.ts';
import { daUnidade } from '../../../../src/server/resources/sql-do-recurso.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The lists' summary bar at a million títulos: every figure of the unit's títulos read from the
// covering index titulo_resumo alone (migration 0029), which the display fields' joins of the
// list, by keeping the references' columns in the scan, used to rule out.

let t: AppDeTeste;

beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

interface No {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: No[];
}

const nos = (no: No): No[] => [no, ...(no.Plans ?? []).flatMap(nos)];

it.each(['/api/titulos/receitas', '/api/titulos/despesas'])('the unfiltered resumos of %s read the títulos by an index-only scan', async (url) => {
  const recurso = prepararRecursos(await carregarCatalogoDeTelas()).find((r) => r.descritor.recurso === url);
  if (recurso === undefined) throw new Error(`Sem o recurso ${url}.`);
  const consulta = consultaDosResumos(t.db, recurso, recurso.resumos, daUnidade(recurso, await idDaUnidade(t.db, 'Sede')));
  await sql`VACUUM ANALYZE titulo`.execute(t.db);
  const plano = await t.db.transaction().execute(async (trx) => {
    // A handful of títulos: without these the planner would read the small table whole.
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': { Plan: No }[] }>`EXPLAIN (FORMAT JSON) ${consulta}`.execute(trx);
    return rows[0]?.['QUERY PLAN'][0]?.Plan;
  });
  const titulos = nos(plano ?? { 'Node Type': 'nenhum' }).filter((n) => n['Relation Name'] === 'titulo');
  expect(titulos.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Only Scan', 'titulo_resumo']]);
});
