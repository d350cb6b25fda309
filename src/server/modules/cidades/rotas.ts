import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { esquemaPaginacao, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { camposPedidos } from '../../resources/parametros-da-lista.ts';
import { restringirCampos, type Registro } from '../../resources/registro.ts';
import type { Servicos } from '../../servicos.ts';

// The municipalities autocomplete (GET /api/cidades: page, rpp, q or term, fields), shown as
// 'nome - UF'. Typing that very text ('São Paulo - SP') finds the town in its state. Names
// that begin with the text come first. Reference data: any signed-in user may search it.

interface Consulta {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
  fields?: string;
  uf?: string;
}

interface CidadeDaLista {
  id: number;
  nome: string;
  estado: { nome: string; uf: string };
}

const TEXTO = { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' } as const;
const CAMINHO = '[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*';
const COM_UF = /^(.*\S)\s+-\s+([A-Za-z]{2})$/;

function condicoes(termo: string, uf: string | undefined): RawBuilder<SqlBool>[] {
  const comUf = COM_UF.exec(termo);
  const nome = comUf?.[1] ?? termo;
  const estado = (comUf?.[2] ?? uf)?.toUpperCase();
  return [
    ...(nome === '' ? [] : [sql<SqlBool>`lower(f_unaccent(c.nome)) LIKE lower(f_unaccent(${`%${nome.replace(/[\\%_]/g, '\\$&')}%`}))`]),
    ...(estado === undefined ? [] : [sql<SqlBool>`e.uf = ${estado}`]),
  ];
}

export function rotasDeCidades(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    '/api/cidades',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...esquemaPaginacao,
            q: TEXTO,
            term: TEXTO,
            uf: { type: 'string', pattern: '^[A-Za-z]{2}$' },
            fields: { type: 'string', maxLength: 1000, pattern: `^${CAMINHO}(,${CAMINHO})*$` },
          },
        },
      },
    },
    async (request): Promise<SuccessReply<PagedContent<Registro>>> => {
      const p = paginacao(request.query);
      const termo = (request.query.q ?? request.query.term ?? '').trim();
      const filtro = condicoes(termo, request.query.uf);
      const onde = filtro.length === 0 ? sql`` : sql`WHERE ${sql.join(filtro, sql` AND `)}`;
      const prefixo = `${(COM_UF.exec(termo)?.[1] ?? termo).replace(/[\\%_]/g, '\\$&')}%`;
      const [{ rows }, { rows: total }] = await Promise.all([
        sql<{ id: number; nome: string; estado_nome: string; uf: string }>`
          SELECT c.id, c.nome, e.nome AS estado_nome, e.uf FROM cidade c JOIN estado e ON e.id = c.estado_id ${onde}
          ORDER BY lower(f_unaccent(c.nome)) LIKE lower(f_unaccent(${prefixo})) DESC, lower(f_unaccent(c.nome)), e.uf
          LIMIT ${p.rpp + 1} OFFSET ${p.offset}`.execute(db),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM cidade c JOIN estado e ON e.id = c.estado_id ${onde}`.execute(db),
      ]);
      const campos = camposPedidos(request.query.fields);
      const cidades = rows.map((c): CidadeDaLista => ({ id: c.id, nome: c.nome, estado: { nome: c.estado_nome, uf: c.uf } }));
      return { content: respostaPaginada(cidades.map((c) => restringirCampos({ ...c }, campos)), total[0]?.n ?? 0, p) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/cidades/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } } },
    async (request): Promise<SuccessReply<CidadeDaLista>> => {
      const c = await db
        .selectFrom('cidade as c')
        .innerJoin('estado as e', 'e.id', 'c.estado_id')
        .select(['c.id', 'c.nome', 'e.nome as estado_nome', 'e.uf'])
        .where('c.id', '=', request.params.id)
        .executeTakeFirst();
      if (c === undefined) throw naoEncontrado();
      return { content: { id: c.id, nome: c.nome, estado: { nome: c.estado_nome, uf: c.uf } } };
    },
  );
}
