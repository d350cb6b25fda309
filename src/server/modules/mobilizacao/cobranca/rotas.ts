import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { TAG_DO_BOLETO_POR_EMAIL, urlDoEmailDoBoleto } from '../../../../shared/api/telemarketing.ts';
import { HttpError, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { MENSAGEM_SEM_BOLETO } from './boleto.ts';
import { MENSAGEM_EMAIL_PEDIDO, TIPO_EMAIL_DO_BOLETO } from './email.ts';

// Enviar boleto por e-mail on a charge of the donor's lookup, whatever its state (sent to the bank
// or not): the same job as the charges to send, for one charge, sent again when asked.

const PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

export function rotasDaCobranca(app: FastifyInstance, servicos: Servicos): void {
  app.post<{ Params: { id: number } }>(
    urlDoEmailDoBoleto(':id'),
    { config: { tags: [TAG_DO_BOLETO_POR_EMAIL], exigeUnidade: true }, schema: { params: PARAMS } },
    async (request): Promise<SuccessReply<null>> => {
      const { usuarioId, unidadeId } = sessaoDe(request);
      const { rows } = await sql<{ boleto: boolean }>`
        SELECT f.tipo = 'boleto' AS boleto FROM mobilizacao_cobranca AS c JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
        WHERE c.id = ${request.params.id} AND c.unidade_id = ${unidadeId} AND c.ativo`.execute(servicos.db);
      const cobranca = rows[0];
      if (cobranca === undefined) throw naoEncontrado();
      if (!cobranca.boleto) throw new HttpError(422, MENSAGEM_SEM_BOLETO);
      await servicos.tarefas.criar(TIPO_EMAIL_DO_BOLETO, { usuarioId, unidadeId }, { ids: [request.params.id] });
      return { content: null, message: MENSAGEM_EMAIL_PEDIDO };
    },
  );
}
