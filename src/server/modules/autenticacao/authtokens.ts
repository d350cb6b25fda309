import type { FastifyInstance } from 'fastify';
import type { AuthTokenContent, SuccessReply } from '../../../shared/api/contract.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';

/** Issues the short-lived `authtoken` for one resource path of this session (photos, downloads). */
export function rotasDeAuthtokens(app: FastifyInstance, { authtokens }: Servicos): void {
  app.post<{ Body: { recurso: string } }>(
    '/api/authtokens',
    {
      schema: {
        body: {
          type: 'object',
          required: ['recurso'],
          properties: { recurso: { type: 'string', maxLength: 300, pattern: '^/api/(?!.*\\.\\.)[A-Za-z0-9/_.-]+$' } },
        },
      },
    },
    async (request): Promise<SuccessReply<AuthTokenContent>> => {
      const { authtoken, expiraEm } = authtokens.derivar(sessaoDe(request).id, request.body.recurso);
      return { content: { authtoken, expiraEm: expiraEm.toISOString() } };
    },
  );
}
