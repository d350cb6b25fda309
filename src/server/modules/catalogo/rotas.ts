import type { FastifyInstance } from 'fastify';
import type { SuccessReply, TagDoCatalogo } from '../../../shared/api/contract.ts';
import { CATALOGO_DE_TAGS } from '../../../shared/permissions/catalogue.ts';

/** The permission catalogue behind the public page planopermissao. */
export function rotasDoCatalogo(app: FastifyInstance): void {
  app.get('/api/permissoes/catalogo', { config: { publico: true } }, async (): Promise<SuccessReply<readonly TagDoCatalogo[]>> => ({
    content: CATALOGO_DE_TAGS,
  }));
}
