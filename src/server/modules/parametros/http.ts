import type { FastifyInstance } from 'fastify';
import { origemDosTiles } from '../../../shared/parametros/tiles.ts';
import { esquemaPaginacao } from '../../http/paginacao.ts';
import type { ServicoDeParametros } from './servico.ts';

// Parameters that act on every request: the map's tile server in the CSP, and the default page
// size of the paged calls.

/**
 * Reads the parameters in force before helmet writes the CSP header (install it before helmet):
 * the header's img-src then follows the tile URL of this very moment.
 */
export function instalarLeituraDosParametros(app: FastifyInstance, parametros: ServicoDeParametros): void {
  app.addHook('onRequest', async () => {
    // With the database away the last values read stand (/health must still answer its 503).
    await parametros.valores().catch(() => undefined);
  });
}

/** The CSP img-src source of the configured tile server (helmet calls it per response). */
export function fonteDosTiles(parametros: ServicoDeParametros): () => string {
  // 'self' stands in should a stored URL ever not read as one: the directive must never be empty.
  return () => origemDosTiles(parametros.ultimosValores().urlDosTiles) ?? "'self'";
}

/**
 * A paged call that names no `rpp` gets the institution's page size, where the route takes the
 * common paging schema (a route with a default of its own, such as a conversation's 30, keeps it).
 */
export function instalarTamanhoDePagina(app: FastifyInstance, parametros: ServicoDeParametros): void {
  app.addHook('preValidation', async (request) => {
    const consulta = request.query as Record<string, unknown> | null;
    if (!consulta || typeof consulta !== 'object' || consulta.rpp !== undefined) return;
    const esquema = request.routeOptions.schema?.querystring as { properties?: { rpp?: unknown } } | undefined;
    if (esquema?.properties?.rpp !== esquemaPaginacao.rpp) return;
    consulta.rpp = String((await parametros.valores()).tamanhoDePagina);
  });
}
