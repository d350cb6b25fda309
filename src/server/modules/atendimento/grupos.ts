import { sql, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { RegistroNomeado } from '../../../shared/api/configuracoes.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import type { Servicos } from '../../servicos.ts';

// GET /api/atendimento/grupos: the permission groups a ticket may be addressed to (model
// grupoDeAtendimento), for whoever sees the tickets, without the permission groups register's
// tags; the answer is each group's id and name only.

const TEXTO = { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' } as const;
const CONSULTA = { type: 'object', properties: { ...esquemaPaginacao, q: TEXTO, term: TEXTO, fields: { type: 'string', maxLength: 1000 } } } as const;

interface Consulta {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
}

export function rotaDosGrupos(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    '/api/atendimento/grupos',
    { config: { tags: ['atendimento.atendimento.visualizar'] }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<RegistroNomeado>>> => {
      const p = paginacao(request.query);
      const termo = (request.query.q ?? request.query.term ?? '').trim();
      let base = db.selectFrom('grupo_permissao as g');
      if (termo !== '') base = base.where(sql<SqlBool>`f_unaccent(g.nome) ILIKE f_unaccent(${`%${termo.replace(/[\\%_]/g, '\\$&')}%`})`);
      const [linhas, contagem] = await Promise.all([
        base.select(['g.id', 'g.nome']).orderBy('g.nome').orderBy('g.id').limit(p.rpp + 1).offset(p.offset).execute(),
        db.selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content: respostaPaginada(linhas, Number(contagem.total), p) };
    },
  );
}
