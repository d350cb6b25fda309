import type { FastifyInstance } from 'fastify';
import type { SuccessReply, TagDoCatalogo } from '../../../shared/api/contract.ts';
import { CATALOGO_DE_TAGS } from '../../../shared/permissions/catalogue.ts';

/**
 * The permission catalogue behind the public page planopermissao: the static tags, then
 * those the screen descriptors declare (novasTags).
 */
export function rotasDoCatalogo(app: FastifyInstance, tagsDasTelas: readonly TagDoCatalogo[] = []): void {
  const catalogo: readonly TagDoCatalogo[] = [...CATALOGO_DE_TAGS, ...tagsDasTelas];
  app.get('/api/permissoes/catalogo', { config: { publico: true } }, async (): Promise<SuccessReply<readonly TagDoCatalogo[]>> => ({
    content: catalogo,
  }));
}
