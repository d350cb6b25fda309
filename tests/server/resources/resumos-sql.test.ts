import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CaminhoSql } from '../../../src/server/resources/caminho-sql.ts';
import { condicaoSql } from '../../../src/server/resources/condicao-sql.ts';
import { mapearModelo, type TipoSql } from '../../../src/server/resources/mapa-do-modelo.ts';
import { fonteDe } from '../../../src/server/resources/fonte.ts';
import { expressaoDoResumo, resumosPadrao, type ResumoDoRecurso } from '../../../src/server/resources/resumos.ts';
import { colunaSql, origemDoQueLe } from '../../../src/server/resources/sql-do-recurso.ts';
import type { CondicaoDoCampo, Model } from '../../../src/shared/engine/types.ts';

// The SQL of resumos, compiled without a database: each figure one aggregate named by its
// nome, a condition as a FILTER over bound, typed parameters.

const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const compilar = (expressao: RawBuilder<unknown>) => {
  const { sql: texto, parameters } = expressao.compile(db);
  return { texto, parametros: parameters };
};

const MODELO: Model = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  properties: { id: { type: 'integer' }, valor: { type: 'number' }, situacao: { type: 'string' }, pago: { type: 'boolean' }, vencimento: { type: 'string', format: 'date' } },
};
const fonte = fonteDe(mapearModelo(MODELO), () => undefined);
const coluna = (propriedade: string): CaminhoSql => ({ juncao: null, coluna: fonte.mapa.colunas.find((c) => c.propriedade === propriedade) ?? fonte.mapa.colunas[0]! });

describe('condicaoSql: the shared operators in SQL', () => {
  const col = sql.id('t', 'c');
  it.each<[string, TipoSql, CondicaoDoCampo, string, unknown[]]>([
    ['eq', 'text', { field: 'c', op: 'eq', value: 'A' }, '"t"."c" IS NOT DISTINCT FROM CAST($1 AS text)', ['A']],
    ['eq null', 'text', { field: 'c', op: 'eq', value: null }, '"t"."c" IS NOT DISTINCT FROM NULL', []],
    ['ne', 'boolean', { field: 'c', op: 'ne', value: true }, 'NOT ("t"."c" IS NOT DISTINCT FROM CAST($1 AS boolean))', [true]],
    ['in', 'integer', { field: 'c', op: 'in', value: [1, 2] }, '("t"."c" IS NOT DISTINCT FROM CAST($1 AS integer) OR "t"."c" IS NOT DISTINCT FROM CAST($2 AS integer))', [1, 2]],
    ['notIn', 'text', { field: 'c', op: 'notIn', value: ['A'] }, 'NOT ("t"."c" IS NOT DISTINCT FROM CAST($1 AS text))', ['A']],
    ['empty text', 'text', { field: 'c', op: 'empty' }, `("t"."c" IS NULL OR btrim("t"."c") = '')`, []],
    ['notEmpty number', 'numeric', { field: 'c', op: 'notEmpty' }, 'NOT "t"."c" IS NULL', []],
    ['gt', 'numeric', { field: 'c', op: 'gt', value: 10 }, 'coalesce("t"."c" > CAST($1 AS numeric), false)', [10]],
    ['lte date', 'date', { field: 'c', op: 'lte', value: '2026-01-31' }, 'coalesce("t"."c" <= CAST($1 AS date), false)', ['2026-01-31']],
  ])('%s', (_caso, tipo, condicao, texto, parametros) => {
    expect(compilar(condicaoSql(col, tipo, condicao))).toEqual({ texto, parametros });
  });

  it('binds a date-time of the model as the instant it names in São Paulo', () => {
    const { parametros } = compilar(condicaoSql(col, 'timestamptz', { field: 'c', op: 'gte', value: '2026-01-01T00:00:00' }));
    expect(parametros).toEqual([new Date('2026-01-01T03:00:00Z')]);
  });
});

describe('expressaoDoResumo', () => {
  it.each<[string, ResumoDoRecurso, string, unknown[]]>([
    ['a count', { nome: 'quantidade', soma: null, se: null }, 'count(*)::int AS "quantidade"', []],
    ['an exact sum, read as text', { nome: 'total', soma: coluna('valor'), se: null }, 'coalesce(sum("t"."valor"), 0)::text AS "total"', []],
    [
      'a sum of the records meeting a condition',
      { nome: 'vencido', soma: coluna('valor'), se: { caminho: coluna('situacao'), condicao: { field: 'situacao', op: 'eq', value: 'ABERTO' } } },
      'coalesce(sum("t"."valor") FILTER (WHERE "t"."situacao" IS NOT DISTINCT FROM CAST($1 AS text)), 0)::text AS "vencido"',
      ['ABERTO'],
    ],
  ])('%s', (_caso, resumo, texto, parametros) => {
    expect(compilar(expressaoDoResumo(fonte, resumo))).toEqual({ texto, parametros });
  });

  it('defaults to total, ativos and inativos over the standard ativo column', () => {
    expect(resumosPadrao(fonte).map((r) => compilar(expressaoDoResumo(fonte, r)).texto)).toEqual([
      'count(*)::int AS "total"',
      'count(*) FILTER (WHERE "t"."ativo" IS NOT DISTINCT FROM CAST($1 AS boolean))::int AS "ativos"',
      'count(*) FILTER (WHERE "t"."ativo" IS NOT DISTINCT FROM CAST($1 AS boolean))::int AS "inativos"',
    ]);
  });

  it('counts only the total of a view without ativo', () => {
    const visao = fonteDe(mapearModelo({ ...MODELO, 'x-visao': 'vw_titulo' }), () => undefined);
    expect(resumosPadrao(visao).map((r) => r.nome)).toEqual(['total']);
  });
});

describe('origemDoQueLe: a count or a sum joins only the references it reads', () => {
  const PESSOA: Model = { $id: 'pessoa', title: 'Pessoa', type: 'object', properties: { id: { type: 'integer' }, nome: { type: 'string' } }, 'x-exibicao': ['nome'] };
  const pessoa = mapearModelo(PESSOA);
  const comPessoa = fonteDe(mapearModelo({ ...MODELO, properties: { ...MODELO.properties, pessoa: { type: 'integer', 'x-ref': 'pessoa' } } }), (m) => (m === 'pessoa' ? pessoa : undefined));
  const nome: CaminhoSql = { juncao: 'pessoa', coluna: pessoa.colunas.find((c) => c.propriedade === 'nome') ?? pessoa.colunas[0]! };
  const valor = sql`sum(${colunaSql(comPessoa, { juncao: null, coluna: comPessoa.mapa.colunas.find((c) => c.propriedade === 'valor')! })})`;

  it('leaves out the join of a reference nothing reads', () => {
    expect(compilar(origemDoQueLe(db, comPessoa, [valor])).texto.trim()).toBe('"r_titulo" AS "t"');
  });

  it('keeps the join a condition reads', () => {
    const condicao = sql`${colunaSql(comPessoa, nome)} = ${'Ana'}`;
    expect(compilar(origemDoQueLe(db, comPessoa, [valor, condicao])).texto).toMatch(/LEFT JOIN "r_pessoa" AS "j\d+" ON "j\d+"\."id" = "t"\."pessoa_id"$/);
  });
});
