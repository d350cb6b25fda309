import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../shared/api/contract.ts';
import type { TarefaResumo } from '../../shared/realtime/protocolo.ts';
import { naoEncontrado } from '../http/erros.ts';
import { esquemaPaginacao, paginacao, respostaPaginada } from '../http/paginacao.ts';
import { sessaoDe } from '../http/tipos.ts';
import type { Servicos } from '../servicos.ts';
import { resumoDaTarefa } from './resumo.ts';
import { comTarefas } from './tabelas.ts';
import type { Tarefas } from './tarefas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs of this process. */
    tarefas: Tarefas;
  }
}

/** The jobs panel: each user sees only the jobs they started, newest first. */
export function rotasDeTarefas(app: FastifyInstance, { db, tarefas }: Servicos): void {
  app.decorate('tarefas', tarefas);
  const t = comTarefas(db);

  app.get<{ Querystring: { page: number; rpp: number } }>(
    '/api/tarefas',
    { schema: { querystring: { type: 'object', properties: { ...esquemaPaginacao } } } },
    async (request): Promise<SuccessReply<PagedContent<TarefaResumo>>> => {
      const p = paginacao(request.query);
      const { usuarioId } = sessaoDe(request);
      const [linhas, contagem] = await Promise.all([
        t.selectFrom('tarefa').selectAll().where('usuario_id', '=', usuarioId).orderBy('id', 'desc').limit(p.rpp + 1).offset(p.offset).execute(),
        t.selectFrom('tarefa').select((eb) => eb.fn.countAll<number>().as('n')).where('usuario_id', '=', usuarioId).executeTakeFirstOrThrow(),
      ]);
      const resumos = linhas.map((l) => resumoDaTarefa(l, tarefas.tituloDe(l.tipo)));
      return { content: respostaPaginada(resumos, Number(contagem.n), p) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/tarefas/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } } } } },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const linha = await t
        .selectFrom('tarefa')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('usuario_id', '=', sessaoDe(request).usuarioId)
        .executeTakeFirst();
      if (!linha) throw naoEncontrado('Tarefa não encontrada.');
      return { content: resumoDaTarefa(linha, tarefas.tituloDe(linha.tipo)) };
    },
  );
}
