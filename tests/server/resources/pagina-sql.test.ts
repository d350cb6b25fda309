import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqlDaPagina } from '../../../src/server/resources/consulta.ts';
import { fonteDe } from '../../../src/server/resources/fonte.ts';
import { mapearModelo } from '../../../src/server/resources/mapa-do-modelo.ts';
import type { Model } from '../../../src/shared/engine/types.ts';

// The SQL of a list's page, compiled without a database: the page's rows are chosen in a
// subquery that joins only the references its conditions and order read, and every reference is
// joined after, for those rows alone (one query joining them all spent tens of milliseconds
// planning at a million títulos).

const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const referencia = ($id: string): Model => ({ $id, title: $id, type: 'object', properties: { id: { type: 'integer' }, nome: { type: 'string' } }, 'x-exibicao': ['nome'] });
const REFERENCIAS = new Map(['pessoa', 'categoria'].map((m) => [m, mapearModelo(referencia(m))]));
const TITULO: Model = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pessoa: { type: 'integer', 'x-ref': 'pessoa' },
    categoria: { type: 'integer', 'x-ref': 'categoria' },
    vencimento: { type: 'string', format: 'date' },
  },
};
const fonte = fonteDe(mapearModelo(TITULO), (m) => REFERENCIAS.get(m));
const [pessoa, categoria] = fonte.juncoes;
const porVencimento = sql`ORDER BY "t"."vencimento" ASC NULLS LAST, "t"."id" ASC`;
const daUnidade = sql`"t"."unidade_id" = ${7}`;

const compilar = (ordenacao = porVencimento) => sqlDaPagina(db, fonte, { condicoes: [daUnidade], ordenacao, limite: 11, offset: 20 }).compile(db);
/** The subquery that chooses the page's rows, and what joins them after. */
const partes = (texto: string) => {
  const fim = texto.indexOf(') AS "t"');
  return { escolhidas: texto.slice(texto.indexOf('(SELECT "t".*'), fim), depois: texto.slice(fim) };
};
const juncao = (alias: string | undefined) => `LEFT JOIN "r_${alias === pessoa?.alias ? 'pessoa' : 'categoria'}" AS "${alias ?? ''}"`;

describe('sqlDaPagina: the page chosen first, its references joined for its rows alone', () => {
  it('chooses the rows in the table alone when no condition or order reads a reference', () => {
    const { sql: texto, parameters } = compilar();
    const { escolhidas, depois } = partes(texto);
    expect(escolhidas).toMatch(/^\(SELECT "t"\.\* FROM "r_titulo" AS "t" +WHERE "t"\."unidade_id" = \$\d+ ORDER BY "t"\."vencimento" ASC NULLS LAST, "t"\."id" ASC LIMIT \$\d+ OFFSET \$\d+$/);
    expect(depois).toContain(juncao(pessoa?.alias));
    expect(depois).toContain(juncao(categoria?.alias));
    expect(depois.endsWith('ORDER BY "t"."vencimento" ASC NULLS LAST, "t"."id" ASC')).toBe(true);
    expect(parameters.slice(-3)).toEqual([7, 11, 20]);
  });

  it('joins in the choice the reference its order reads, and orders the page again by it', () => {
    const porPessoa = sql`ORDER BY lower(f_unaccent(${sql.id(pessoa?.alias ?? '', 'nome')})) ASC NULLS LAST, "t"."id" ASC`;
    const { escolhidas, depois } = partes(compilar(porPessoa).sql);
    expect(escolhidas).toContain(juncao(pessoa?.alias));
    expect(escolhidas).not.toContain(juncao(categoria?.alias));
    expect(depois.endsWith(`ORDER BY lower(f_unaccent("${pessoa?.alias ?? ''}"."nome")) ASC NULLS LAST, "t"."id" ASC`)).toBe(true);
  });
});
