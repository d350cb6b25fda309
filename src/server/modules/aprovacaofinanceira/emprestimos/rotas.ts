import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { PARAMETRO_ID } from '../../../http/validacao.ts';
import type { Servicos } from '../../../servicos.ts';
import { rotasDaBuscaDosEmprestimos } from './busca.ts';
import { lerHistorico, type PassoLido } from './historico.ts';
import { TAGS_DOS_EMPRESTIMOS } from './tags.ts';

// The loans' own routes (the rest is the generic engine's, by their descriptors):
// GET /api/aprovacaofinanceira/emprestimo/{id}/historico → {content: [...steps]}, oldest first,
// for who sees the loans; and the autocompletes' searches (busca.ts).

export const URL_DO_HISTORICO = '/api/aprovacaofinanceira/emprestimo/:id/historico';

export function rotasDosEmprestimos(app: FastifyInstance, servicos: Servicos): void {
  app.get<{ Params: { id: number } }>(
    URL_DO_HISTORICO,
    {
      config: { tags: [TAGS_DOS_EMPRESTIMOS.visualizar] },
      schema: { params: PARAMETRO_ID },
    },
    async (request): Promise<SuccessReply<PassoLido[]>> => {
      const passos = await lerHistorico(servicos.db, request.params.id);
      if (passos === null) throw naoEncontrado();
      return { content: passos };
    },
  );
  rotasDaBuscaDosEmprestimos(app, servicos);
}
