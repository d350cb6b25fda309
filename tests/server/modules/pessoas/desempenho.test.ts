import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_CONTAGEM_DO_CADASTRO } from '../../../../src/server/modules/pessoas/lista.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// What migration 0008 and the caches of lista.ts and mapa.ts must keep true: the person's
// grupo_ids follow pessoa_grupo, the register's version grows with every write, and neither a
// next page's count nor the map's clusters outlive a write.

/** The server clusters beyond this many people in the circle (the default, 150,000, is the benchmark's). */
const NO_NAVEGADOR = 500;

let t: AppDeTeste;
let sede: number;
let admin: string;

beforeAll(async () => {
  t = await criarAppDeTeste({ mapaNoNavegador: NO_NAVEGADOR });
  sede = await idDaUnidade(t.db, 'Sede');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const filtrar = (corpo: object, page = 1, rpp = 15) =>
  t.chamar({ method: 'POST', url: `/api/pessoas/filter?page=${page}&rpp=${rpp}`, token: admin, payload: corpo });
const versao = async () => (await sql<{ v: string }>`SELECT sum(n)::text AS v FROM pessoa_versao`.execute(t.db)).rows[0]?.v;
const gruposDe = async (id: number) => (await t.db.selectFrom('pessoa').select('grupo_ids').where('id', '=', id).executeTakeFirstOrThrow()).grupo_ids;

/** `quantidade` people of Sede named `prefixo` N, optionally at random points of a square of `lado` degrees around a centre. */
async function povoar(quantidade: number, prefixo: string, lugar?: { latitude: number; longitude: number; lado: number }): Promise<void> {
  const { maximo } = await t.db.selectFrom('pessoa').select((eb) => eb.fn.max<number>('codigo').as('maximo')).executeTakeFirstOrThrow();
  await sql`INSERT INTO pessoa (unidade_id, codigo, nome, latitude, longitude)
    SELECT ${sede}, ${maximo} + g, ${prefixo} || ' ' || g,
      ${lugar ? sql`${lugar.latitude} + (random() - 0.5) * ${lugar.lado}` : sql`NULL`},
      ${lugar ? sql`${lugar.longitude} + (random() - 0.5) * ${lugar.lado}` : sql`NULL`}
    FROM generate_series(1, ${quantidade}) g`.execute(t.db);
}

describe('pessoa.grupo_ids', () => {
  it('follows the links of pessoa_grupo as they are inserted, moved and deleted, and the filter reads it', async () => {
    await povoar(2, 'Agrupada');
    const [uma, outra] = (await t.db.selectFrom('pessoa').select('id').where('nome', 'like', 'Agrupada %').orderBy('id').execute()).map((p) => p.id);
    if (uma === undefined || outra === undefined) throw new Error('sem pessoas');
    const grupos = (await t.db.selectFrom('r_grupo_pessoa').select('id').orderBy('id').limit(3).execute()).map((g) => g.id);
    const [g1 = 0, g2 = 0, g3 = 0] = grupos;
    expect(await gruposDe(uma)).toEqual([]);
    await t.db.insertInto('pessoa_grupo').values([{ pessoa_id: uma, grupo_id: g2 }, { pessoa_id: uma, grupo_id: g1 }, { pessoa_id: outra, grupo_id: g2 }]).execute();
    expect(await gruposDe(uma)).toEqual([g1, g2]);
    expect(await gruposDe(outra)).toEqual([g2]);
    // A link moved to another group and to another person: both people are recomputed.
    await t.db.updateTable('pessoa_grupo').set({ grupo_id: g3 }).where('pessoa_id', '=', uma).where('grupo_id', '=', g1).execute();
    await t.db.updateTable('pessoa_grupo').set({ pessoa_id: uma, grupo_id: g1 }).where('pessoa_id', '=', outra).execute();
    expect(await gruposDe(uma)).toEqual([g1, g2, g3].sort((a, b) => a - b));
    expect(await gruposDe(outra)).toEqual([]);
    const nomes = async (corpo: object) => ((await filtrar(corpo)).json().content.resultList as { id: number }[]).map((p) => p.id);
    expect(await nomes({ q: 'agrupada', grupos: [g3] })).toEqual([uma]);
    await t.db.deleteFrom('pessoa_grupo').where('pessoa_id', '=', uma).where('grupo_id', '=', g3).execute();
    expect(await gruposDe(uma)).toEqual([g1, g2].sort((a, b) => a - b));
    expect(await nomes({ q: 'agrupada', grupos: [g3] })).toEqual([]);
    expect(await nomes({ q: 'agrupada', grupos: [g3, g2, g2] })).toEqual([uma]);
  });

  it('matches pessoa_grupo for every person of the demo data', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pessoa p WHERE p.grupo_ids IS DISTINCT FROM pessoa_grupos_de(p.id)`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('pessoa_versao', () => {
  it('grows with every committed write to pessoa, the groups included, and not with a read', async () => {
    const v0 = Number(await versao());
    await t.db.selectFrom('pessoa').select('id').limit(1).execute();
    expect(Number(await versao())).toBe(v0);
    await povoar(1, 'Versionada');
    const v1 = Number(await versao());
    expect(v1).toBeGreaterThan(v0);
    const { id } = await t.db.selectFrom('pessoa').select('id').where('nome', '=', 'Versionada 1').executeTakeFirstOrThrow();
    await t.db.updateTable('pessoa').set({ observacao: 'x' }).where('id', '=', id).execute();
    const v2 = Number(await versao());
    expect(v2).toBeGreaterThan(v1);
    const grupo = (await t.db.selectFrom('r_grupo_pessoa').select('id').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('pessoa_grupo').values({ pessoa_id: id, grupo_id: grupo }).execute();
    expect(Number(await versao())).toBeGreaterThan(v2);
  });
});

describe('POST /api/pessoas/filter — beyond the count cap', () => {
  it('pages a filter matching more than LIMITE_CONTAGEM_DO_CADASTRO in name order, and a next page counts again after a write', async () => {
    await povoar(LIMITE_CONTAGEM_DO_CADASTRO + 50, 'Densa');
    // A group (not text): its pages walk the name order, reusing page 1's capped count.
    const densos = (await t.db.insertInto('r_grupo_pessoa').values({ descricao: 'Densos' }).returning('id').executeTakeFirstOrThrow()).id;
    await sql`INSERT INTO pessoa_grupo (pessoa_id, grupo_id) SELECT id, ${densos} FROM pessoa WHERE nome LIKE 'Densa %'`.execute(t.db);
    const corpo = { grupos: [densos] };
    const primeira = (await filtrar(corpo)).json().content;
    expect(primeira).toMatchObject({ count: LIMITE_CONTAGEM_DO_CADASTRO, countExact: false, hasMore: true });
    const esperados = (
      await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo AND nome LIKE 'Densa %' ORDER BY nome_ordenacao, id LIMIT 30`.execute(t.db)
    ).rows.map((r) => r.id);
    const segunda = (await filtrar(corpo, 2)).json().content;
    expect(segunda).toMatchObject({ count: LIMITE_CONTAGEM_DO_CADASTRO, countExact: false, hasMore: true });
    expect([...primeira.resultList, ...segunda.resultList].map((p: { id: number }) => p.id)).toEqual(esperados);
    // The same people by text: read whole and sorted (a sparse text search), the same pages.
    const porTexto = [...(await filtrar({ q: 'densa' })).json().content.resultList, ...(await filtrar({ q: 'densa' }, 2)).json().content.resultList];
    expect(porTexto.map((p: { id: number }) => p.id)).toEqual(esperados);

    // 100 of them deactivated: the next page's count is exact again, not the one page 1 saw.
    await sql`UPDATE pessoa SET ativo = false WHERE id IN (
      SELECT id FROM pessoa WHERE unidade_id = ${sede} AND nome LIKE 'Densa %' ORDER BY id DESC LIMIT 100)`.execute(t.db);
    const restantes = LIMITE_CONTAGEM_DO_CADASTRO - 50;
    const depois = (await filtrar(corpo, 3)).json().content;
    expect(depois).toMatchObject({ count: restantes, countExact: true, hasMore: true });
    const ultima = (await filtrar(corpo, Math.ceil(restantes / 15))).json().content;
    expect(ultima).toMatchObject({ count: restantes, countExact: true, hasMore: false });
    expect(ultima.resultList).toHaveLength(restantes % 15 || 15);
    expect((await filtrar({ q: 'densa' }, 3)).json().content).toMatchObject({ count: restantes, countExact: true, hasMore: true });
  });

  it('sorts a selective search from its matches wherever they fall in the name order', async () => {
    const corpo = { q: 'densa 9' };
    const todos: number[] = [];
    for (let page = 1; page < 40; page++) {
      const { content } = (await filtrar(corpo, page)).json();
      todos.push(...content.resultList.map((p: { id: number }) => p.id));
      if (!content.hasMore) break;
    }
    const esperados = (
      await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo AND busca LIKE '%densa%' AND busca LIKE '%9%' ORDER BY nome_ordenacao, id`.execute(t.db)
    ).rows.map((r) => r.id);
    expect(todos).toEqual(esperados);
    expect(esperados.length).toBeGreaterThan(100);
  });
});

describe('POST /api/pessoas/mapa — clusters kept in memory', () => {
  const CENTRO = { latitude: 30, longitude: -40 };
  const consulta = (extra = '') => `/api/pessoas/mapa?latitude=${CENTRO.latitude}&longitude=${CENTRO.longitude}&raio=400${extra}`;
  const mapa = async (extra = '', corpo: object = {}) =>
    (await t.chamar({ method: 'POST', url: consulta(extra), token: admin, payload: corpo })).json().content as { quantidade?: number; id?: number }[];
  const pessoas = (itens: readonly { quantidade?: number }[]) => itens.reduce((n, i) => n + (i.quantidade ?? 1), 0);

  it('answers the next zooms from memory and sees a person saved or deactivated after', async () => {
    await povoar(NO_NAVEGADOR + 100, 'Mapeada', { ...CENTRO, lado: 4 });
    const total = NO_NAVEGADOR + 100;
    expect(pessoas(await mapa('&zoom=4'))).toBe(total);
    expect(pessoas(await mapa('&zoom=7'))).toBe(total);
    await povoar(1, 'Mapeada nova', { ...CENTRO, lado: 0.1 });
    expect(pessoas(await mapa('&zoom=7'))).toBe(total + 1);
    await sql`UPDATE pessoa SET ativo = false WHERE nome LIKE 'Mapeada %' AND id IN (SELECT id FROM pessoa WHERE nome LIKE 'Mapeada %' ORDER BY id LIMIT 10)`.execute(t.db);
    expect(pessoas(await mapa('&zoom=5'))).toBe(total + 1 - 10);
    // Another filter is another entry: only the people the filter keeps.
    expect(pessoas(await mapa('&zoom=5', { q: 'mapeada nova' }))).toBe(1);
  });

  it('counts in its cells exactly the people of the circle and the view', async () => {
    const itens = await mapa('&zoom=6&bbox=-43,27,-37,33');
    expect(itens.some((i) => (i.quantidade ?? 0) > 1)).toBe(true);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pessoa
      WHERE unidade_id = ${sede} AND ativo AND latitude BETWEEN 27 AND 33 AND longitude BETWEEN -43 AND -37
        AND 2 * 6371 * asin(sqrt(power(sin(radians(latitude - ${CENTRO.latitude}) / 2), 2)
          + cos(radians(${CENTRO.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${CENTRO.longitude}) / 2), 2))) <= 400`.execute(t.db);
    expect(pessoas(itens)).toBe(rows[0]?.n);
  });
});
