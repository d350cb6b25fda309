import { sql, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { RegistroNomeado } from '../../../shared/api/configuracoes.ts';
import { TAG_ADMINISTRADOR } from '../../../shared/permissions/catalogue.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';

// GET /api/atendimento/responsaveis: who may take a ticket of the session's unit, for the
// Atribuir dialog and the list's filter (model responsavelDeAtendimento): the unit's active users
// holding the tag that attends (or administrador). Whoever sees the tickets asks it, without the
// users register's tags; the answer is each user's id and name only.

export const TAG_DE_QUEM_ATENDE = 'atendimento.atendimento.atender';

const TEXTO = { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' } as const;
const CONSULTA = { type: 'object', properties: { ...esquemaPaginacao, q: TEXTO, term: TEXTO, fields: { type: 'string', maxLength: 1000 } } } as const;

interface Consulta {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
}

export function rotaDosResponsaveis(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    '/api/atendimento/responsaveis',
    { config: { tags: ['atendimento.atendimento.visualizar'], exigeUnidade: true }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<RegistroNomeado>>> => {
      const p = paginacao(request.query);
      const termo = (request.query.q ?? request.query.term ?? '').trim();
      const padrao = termo === '' ? null : `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
      let base = db
        .selectFrom('usuario as u')
        .where('u.ativo', '=', true)
        .where(sql<SqlBool>`EXISTS (SELECT 1 FROM usuario_unidade AS uu WHERE uu.usuario_id = u.id AND uu.unidade_id = ${sessaoDe(request).unidadeId})`)
        .where(sql<SqlBool>`EXISTS (SELECT 1 FROM usuario_grupo AS ug JOIN grupo_permissao_tag AS t ON t.grupo_id = ug.grupo_id
          WHERE ug.usuario_id = u.id AND t.tag IN (${TAG_DE_QUEM_ATENDE}, ${TAG_ADMINISTRADOR}))`);
      if (padrao !== null) base = base.where(sql<SqlBool>`f_unaccent(u.nome) ILIKE f_unaccent(${padrao})`);
      const [linhas, contagem] = await Promise.all([
        base.select(['u.id', 'u.nome']).orderBy('u.nome').orderBy('u.id').limit(p.rpp + 1).offset(p.offset).execute(),
        db.selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content: respostaPaginada(linhas, Number(contagem.total), p) };
    },
  );
}
