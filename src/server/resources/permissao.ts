import type { FastifyRequest } from 'fastify';
import { hasPermission } from '../../shared/permissions/check.ts';
import { HttpError, semPermissao } from '../http/erros.ts';
import { sessaoDe } from '../http/tipos.ts';

// The route-level guard of the generic routes. The global guard has already refused a call
// without a session; the tags here come from descriptors (strings of the server's catalogue),
// so they are checked here rather than through the static `config.tags`.

/** Any one of `tags` lets the call through. */
export function exigirTag(tags: string | readonly string[], porUnidade: boolean) {
  const algumaDelas = typeof tags === 'string' ? [tags] : tags;
  return async (request: FastifyRequest): Promise<void> => {
    const sessao = sessaoDe(request);
    if (!hasPermission(sessao.tags, algumaDelas, { any: true })) throw semPermissao();
    if (porUnidade && sessao.unidadeId === null) throw new HttpError(409, 'Selecione uma unidade para continuar.');
  };
}
