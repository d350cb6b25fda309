import type { FastifyRequest } from 'fastify';
import { tagDaGravacao } from '../../shared/engine/tag-da-gravacao.ts';
import type { TagsDaTela } from '../../shared/engine/types.ts';
import { hasPermission } from '../../shared/permissions/check.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
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

/** A save without a numeric id creates (as gravacao.ts reads it): criar where the screen has it, editar to update. */
export function exigirTagDaGravacao(sessao: Pick<SessaoAtiva, 'tags'>, tags: TagsDaTela, corpo: unknown): void {
  const id = typeof corpo === 'object' && corpo !== null ? (corpo as Record<string, unknown>)['id'] : undefined;
  const tag = tagDaGravacao(tags, typeof id !== 'number');
  if (tag === undefined || !hasPermission(sessao.tags, [tag])) throw semPermissao();
}
