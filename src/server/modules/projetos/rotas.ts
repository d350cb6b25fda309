import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { urlDaExecucao, type ExecucaoDaPagina } from '../../../shared/api/projetos.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { naoEncontrado } from '../../http/erros.ts';
import type { Servicos } from '../../servicos.ts';
import { execucaoDoProjeto } from './execucao.ts';
import { rotaDasRubricas } from './rubricas.ts';
import { rotasDasSubsecoes } from './subsecoes.ts';

// The projects' own calls, beside the engine's /api/projetos (the list and the form):
//   GET /api/projetos/:id/execucao   budget vs executed, balance, goals, accountability deadlines
//   GET /api/projetos/rubricas       the rubricas a título may be charged to (autocomplete)
//   GET|PUT|DELETE /api/projetos/subsecoes   the form's optional sections

const ID = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

export function rotasDosProjetos(app: FastifyInstance, { db }: Servicos, modelos: Readonly<Record<string, Model>>): void {
  // The engine's tests serve catalogues of their own, without the projects' models.
  const subsecoes = modelos['subsecaoProjeto'];
  if (subsecoes !== undefined) rotasDasSubsecoes(app, db, subsecoes);
  rotaDasRubricas(app, db);
  app.get<{ Params: { id: number } }>(
    urlDaExecucao(':id'),
    { config: { tags: ['projetos.projeto.visualizar'] }, schema: { params: ID } },
    async (request): Promise<SuccessReply<ExecucaoDaPagina>> => {
      const { rows } = await sql<{ id: number }>`SELECT id FROM projeto WHERE id = ${request.params.id}`.execute(db);
      if (rows.length === 0) throw naoEncontrado();
      return { content: await execucaoDoProjeto(db, request.params.id) };
    },
  );
}
