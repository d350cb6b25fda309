import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { hasPermission } from '../../../shared/permissions/check.ts';
import type { Db } from '../../db/database.ts';
import { semPermissao } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';

// GET /api/projetos/rubricas?q&page&rpp[&projeto]: the rubricas a título may be charged to (the
// autocomplete of its rubrica field, model projetoRubrica), of active projects, by code or
// description; `projeto` narrows them to one project. For who sees projects or títulos.

export const URL_RUBRICAS = '/api/projetos/rubricas';
const QUEM_VE = ['projetos.projeto.visualizar', 'financeiro.despesa.visualizar', 'financeiro.receita.visualizar'];

interface Consulta {
  q?: string;
  page?: number;
  rpp?: number;
  projeto?: number;
}

interface Rubrica {
  id: number;
  codigo: string;
  descricao: string;
  projeto: { id: number; codigo: string; nome: string };
}

interface Pagina {
  resultList: Rubrica[];
  hasMore: boolean;
  page: number;
  rpp: number;
}

interface Linha {
  id: number;
  codigo: string;
  descricao: string;
  projeto_id: number;
  projeto_codigo: string;
  projeto_nome: string;
}

async function buscar(db: Db, { q = '', page = 1, rpp = 10, projeto }: Consulta): Promise<Pagina> {
  const padrao = `%${q.trim().replace(/[\\%_]/g, '\\$&')}%`;
  const doProjeto = projeto === undefined ? sql`true` : sql`p.id = ${projeto}`;
  const { rows } = await sql<Linha>`
    SELECT r.id, r.codigo, r.descricao, p.id AS projeto_id, p.codigo AS projeto_codigo, p.nome AS projeto_nome
    FROM projeto_rubrica r JOIN projeto p ON p.id = r.projeto_id
    WHERE p.ativo AND r.ativo AND ${doProjeto}
      AND f_unaccent(r.codigo || ' ' || r.descricao || ' ' || p.codigo) ILIKE f_unaccent(${padrao})
    ORDER BY p.codigo, r.ordem, r.codigo, r.id LIMIT ${rpp + 1} OFFSET ${(page - 1) * rpp}`.execute(db);
  const resultList = rows.slice(0, rpp).map((r) => ({ id: r.id, codigo: r.codigo, descricao: r.descricao, projeto: { id: r.projeto_id, codigo: r.projeto_codigo, nome: r.projeto_nome } }));
  return { resultList, hasMore: rows.length > rpp, page, rpp };
}

export function rotaDasRubricas(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Consulta }>(
    URL_RUBRICAS,
    {
      onRequest: async (request) => {
        if (!hasPermission(sessaoDe(request).tags, QUEM_VE, { any: true })) throw semPermissao();
      },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 100, pattern: '^[^\\u0000]*$' },
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            rpp: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
            projeto: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
      },
    },
    async (request): Promise<SuccessReply<Pagina>> => ({ content: await buscar(db, request.query) }),
  );
}
