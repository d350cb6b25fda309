import type { FastifyInstance } from 'fastify';

/** One method + URL pattern the server answers, as Fastify's router holds it (`/api/pessoas/:id`). */
export interface RotaServida {
  metodo: string;
  url: string;
  /** The body's schema as the route declares it (absent: the route declares none). */
  corpo?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route served, in registration order, but the HEAD twins of GET routes (see listarRotasServidas). */
    rotasServidas(): readonly RotaServida[];
  }
}

/**
 * Records every route from Fastify's own onRoute hook, so the security suite checks what is
 * really served. Installed before any route or plugin, so encapsulated plugins inherit it.
 */
export function instalarRotasServidas(app: FastifyInstance): void {
  const rotas: RotaServida[] = [];
  app.addHook('onRoute', (opcoes) => {
    const corpo = opcoes.schema?.body;
    for (const metodo of [opcoes.method].flat()) rotas.push({ metodo, url: opcoes.url, ...(corpo === undefined ? {} : { corpo }) });
  });
  app.decorate('rotasServidas', () => listarRotasServidas(rotas));
}

/** Fastify adds HEAD to every GET (and @fastify/static declares both): a HEAD with a GET twin is the same route. */
export function listarRotasServidas(rotas: readonly RotaServida[]): RotaServida[] {
  const gets = new Set(rotas.filter((r) => r.metodo === 'GET').map((r) => r.url));
  return rotas.filter((r) => !(r.metodo === 'HEAD' && gets.has(r.url)));
}
