import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { hasPermission } from '../../../../shared/permissions/check.ts';
import { semPermissao } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';

// GET /api/financeiro/transferencias/contas?q&page&rpp: the destination a transfer may pick, any
// active account of the institution, named with its unit (the autocomplete of contaDestino,
// model contaDaInstituicao). For who may register transfers.

export const URL_CONTAS_DA_INSTITUICAO = '/api/financeiro/transferencias/contas';
const TAG = 'financeiro.transferencia.editar';

interface Consulta {
  q?: string;
  page?: number;
  rpp?: number;
}

interface ContaDaInstituicao {
  id: number;
  descricao: string;
}

interface Pagina {
  resultList: ContaDaInstituicao[];
  hasMore: boolean;
  page: number;
  rpp: number;
}

export function rotaDasContasDaInstituicao(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    URL_CONTAS_DA_INSTITUICAO,
    {
      onRequest: async (request) => {
        if (!hasPermission(sessaoDe(request).tags, [TAG])) throw semPermissao();
      },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 100, pattern: '^[^\\u0000]*$' },
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            rpp: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          },
        },
      },
    },
    async (request): Promise<SuccessReply<Pagina>> => {
      const { q = '', page = 1, rpp = 10 } = request.query;
      const padrao = `%${q.trim().replace(/[\\%_]/g, '\\$&')}%`;
      const { rows } = await sql<ContaDaInstituicao>`
        SELECT id, descricao FROM vw_conta_da_instituicao
        WHERE ativo AND f_unaccent(descricao) ILIKE f_unaccent(${padrao})
        ORDER BY descricao, id LIMIT ${rpp + 1} OFFSET ${(page - 1) * rpp}`.execute(db);
      return { content: { resultList: rows.slice(0, rpp), hasMore: rows.length > rpp, page, rpp } };
    },
  );
}
