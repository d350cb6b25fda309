import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { SEM_NUL } from '../../../http/validacao.ts';
import type { Servicos } from '../../../servicos.ts';
import { TAGS_DOS_EMPRESTIMOS } from './tags.ts';

// GET /api/aprovacaofinanceira/emprestimo/projetos and .../contas ?q&page&rpp: what the loan's
// autocompletes offer (models projetoDoEmprestimo and contaDoEmprestimo): the active projects of
// the institution and its active accounts, for who sees or requests loans.

export const URL_DOS_PROJETOS = '/api/aprovacaofinanceira/emprestimo/projetos';
export const URL_DAS_CONTAS = '/api/aprovacaofinanceira/emprestimo/contas';

interface Consulta {
  q?: string;
  page?: number;
  rpp?: number;
}

interface Opcao {
  id: number;
  descricao: string;
}

const CONSULTA = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100, pattern: SEM_NUL },
    term: { type: 'string', maxLength: 100, pattern: SEM_NUL },
    page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    rpp: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

export function rotasDaBuscaDosEmprestimos(app: FastifyInstance, { db }: Servicos): void {
  for (const [url, visao] of [
    [URL_DOS_PROJETOS, 'vw_projeto_do_emprestimo'],
    [URL_DAS_CONTAS, 'vw_conta_da_instituicao'],
  ] as const) {
    app.get<{ Querystring: Consulta }>(
      url,
      { config: { tags: [TAGS_DOS_EMPRESTIMOS.visualizar, TAGS_DOS_EMPRESTIMOS.solicitar], qualquerTag: true }, schema: { querystring: CONSULTA } },
      async (request): Promise<SuccessReply<{ resultList: Opcao[]; hasMore: boolean; page: number; rpp: number }>> => {
        const { q = '', page = 1, rpp = 10 } = request.query;
        const padrao = `%${q.trim().replace(/[\\%_]/g, '\\$&')}%`;
        const { rows } = await sql<Opcao>`
          SELECT id, descricao FROM ${sql.table(visao)}
          WHERE ativo AND f_unaccent(descricao) ILIKE f_unaccent(${padrao})
          ORDER BY descricao, id LIMIT ${rpp + 1} OFFSET ${(page - 1) * rpp}`.execute(db);
        return { content: { resultList: rows.slice(0, rpp), hasMore: rows.length > rpp, page, rpp } };
      },
    );
  }
}
