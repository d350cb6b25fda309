import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The public portals' addresses (no login): each opens the portals' own page (portal/index.html). */
export const PAGINAS_DOS_PORTAIS = ['/portal/doacao', '/portal/transparencia'] as const;

/**
 * The application's CSP but for images, which the portals also take from any https address (the
 * carousel's, the texts'): the page has no session to steal, and scripts stay this server's only.
 */
export const CSP_DOS_PORTAIS = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

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
  // A build older than the portals has only the app's page: the portals' addresses wait for theirs.
  if (!existsSync(join(pasta, 'portal', 'index.html'))) return;
  for (const pagina of PAGINAS_DOS_PORTAIS) {
    app.get(pagina, { config: { publico: true } }, (_request, reply) => reply.header('content-security-policy', CSP_DOS_PORTAIS).sendFile('portal/index.html'));
  }
}
