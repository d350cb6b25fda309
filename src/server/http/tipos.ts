import type { Tag } from '../../shared/permissions/catalogue.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';

// What a route declares about access, read by the guard on every /api call.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Needs no session (DESIGN.md lists the public calls). */
    publico?: boolean;
    /** Tags needed; every one unless `qualquerTag`. */
    tags?: readonly Tag[];
    qualquerTag?: boolean;
    /** The session must have chosen a unit (records are scoped to it). */
    exigeUnidade?: boolean;
    /** A GET that an <img> or a link opens: accepts `?authtoken=` derived for its path. */
    aceitaAuthtoken?: boolean;
    /** Takes files (multipart), which its handler reads: a JSON body is refused there as not multipart. */
    multipart?: boolean;
  }

  interface FastifyRequest {
    sessao: SessaoAtiva | null;
  }
}

/** The session of a guarded route (the guard has already refused requests without one). */
export function sessaoDe(request: { sessao: SessaoAtiva | null }): SessaoAtiva {
  if (!request.sessao) throw new Error('Rota protegida sem sessão: a guarda não foi aplicada.');
  return request.sessao;
}
