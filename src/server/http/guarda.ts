import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../../shared/permissions/check.ts';
import type { Authtokens } from '../auth/authtoken.ts';
import { buscarSessaoAtiva, type LimitesVigentes, type SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import { HttpError, naoAutenticado, semPermissao } from './erros.ts';
import './tipos.ts';

export interface DependenciasDaGuarda {
  db: Db;
  authtokens: Authtokens;
  /** Read at every check: a changed parameter applies to the next request. */
  limites: LimitesVigentes;
}

async function sessaoDaRequisicao(request: FastifyRequest, deps: DependenciasDaGuarda): Promise<SessaoAtiva | null> {
  const token = request.headers['x-auth-token'];
  if (typeof token === 'string' && token.length > 0 && token.length <= 200) {
    return buscarSessaoAtiva(deps.db, { token }, deps.limites);
  }
  const authtoken = (request.query as Record<string, unknown> | undefined)?.authtoken;
  if (request.routeOptions.config.aceitaAuthtoken && typeof authtoken === 'string') {
    const caminho = request.url.split('?')[0] ?? '';
    const sessaoId = deps.authtokens.conferir(authtoken, caminho);
    return sessaoId === null ? null : buscarSessaoAtiva(deps.db, { id: sessaoId }, deps.limites);
  }
  return null;
}

/** Every /api route but the public ones needs a valid session and the route's tags. */
export function instalarGuarda(app: FastifyInstance, deps: DependenciasDaGuarda): void {
  app.decorateRequest('sessao', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || config.publico) return;
    const sessao = await sessaoDaRequisicao(request, deps);
    if (!sessao) throw naoAutenticado();
    request.sessao = sessao;
    if (config.tags && !hasPermission(sessao.tags, config.tags, { any: config.qualquerTag ?? false })) {
      throw semPermissao();
    }
    if (config.exigeUnidade && sessao.unidadeId === null) {
      throw new HttpError(409, 'Selecione uma unidade para continuar.');
    }
  });
}
