import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { erroDaPolitica, type PoliticaDePrivacidade } from '../../../shared/api/politicaprivacidade.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { SEM_NUL } from '../../http/validacao.ts';
import type { Servicos } from '../../servicos.ts';

export const TAG_EDITAR_POLITICA = 'configuracoes.politicaprivacidade.editar';

// The text shipped with the app, in force until an administrator saves one; {{instituicao}}
// is the institution's name.
const POLITICA_PADRAO = readFileSync(new URL('./politica-padrao.md', import.meta.url), 'utf8');

export async function politicaVigente(db: Db): Promise<PoliticaDePrivacidade> {
  const salva = await db
    .selectFrom('politica_privacidade as p')
    .leftJoin('usuario as u', 'u.id', 'p.atualizada_por')
    .select(['p.texto', 'p.atualizada_em', 'u.nome'])
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (salva) return { texto: salva.texto, atualizadaEm: salva.atualizada_em.toISOString(), atualizadaPor: salva.nome };
  const instituicao = await db.selectFrom('instituicao').select('nome').executeTakeFirst();
  return { texto: POLITICA_PADRAO.replaceAll('{{instituicao}}', instituicao?.nome ?? 'a instituição'), atualizadaEm: null, atualizadaPor: null };
}

/** The privacy policy: public to read (a data subject reads it without an account), edited by an administrator. */
export function rotasDaPoliticaDePrivacidade(app: FastifyInstance, { db }: Servicos): void {
  app.get('/api/politicaprivacidade', { config: { publico: true } }, async (): Promise<SuccessReply<PoliticaDePrivacidade>> => ({
    content: await politicaVigente(db),
  }));

  app.put<{ Body: { texto: string } }>(
    '/api/politicaprivacidade',
    {
      config: { tags: [TAG_EDITAR_POLITICA] },
      schema: {
        body: {
          type: 'object',
          required: ['texto'],
          additionalProperties: false,
          // The length is the shared rule's, so that the reply is its pt-BR message.
          properties: { texto: { type: 'string', pattern: SEM_NUL } },
        },
      },
    },
    async (request): Promise<SuccessReply<PoliticaDePrivacidade>> => {
      const sessao = sessaoDe(request);
      const { texto } = request.body;
      const erro = erroDaPolitica(texto);
      if (erro) throw errosDeFormulario([{ field: 'texto', message: erro }]);
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('politica_privacidade')
          .values({ texto, atualizada_por: sessao.usuarioId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await auditar(trx, {
          usuarioId: sessao.usuarioId,
          unidadeId: sessao.unidadeId,
          entidade: 'politica_privacidade',
          entidadeId: id,
          acao: 'alterar',
          alteracoes: { caracteres: texto.length },
        });
      });
      return { content: await politicaVigente(db), message: 'Política de privacidade salva.' };
    },
  );
}
