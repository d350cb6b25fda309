import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The compiled client under `pasta`. Each file goes as its .br or .gz written at build time
 * (cli/precomprimir.ts) when the request's Accept-Encoding allows, with Vary: accept-encoding.
 */
export async function servirCliente(app: FastifyInstance, pasta: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: pasta,
    preCompressed: true,
    setHeaders: (res, caminho) => {
      // Hashed asset names change with their content; index.html must always be fresh.
      res.header('cache-control', caminho.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
