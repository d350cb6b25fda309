import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { VALIDACOES_DO_FINANCEIRO, type ValidacaoDoModelo } from './validacoes.ts';
import { idDe, type Registro } from './valores.ts';

// PROVISIONAL, until the hook registry (issue 15, part 1: src/server/resources/ganchos.ts) is on
// main. The generic save of the finance configuration's models is preceded by their rules from a
// preHandler of its POST route: a refusal is the 422 the save would give, and a payload of wrong
// types passes through to the save, which reports it. The check reads outside the save's
// transaction; with the registry it moves inside: each entry of VALIDACOES_DO_FINANCEIRO becomes
// `registrarGanchos(modelo, { validar })` and this file goes.

function antesDoSalvar(db: Db, validacao: ValidacaoDoModelo): preHandlerAsyncHookHandler {
  return async (request) => {
    const corpo = request.body;
    if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return;
    const payload = corpo as Registro;
    const id = Object.hasOwn(payload, 'id') && payload['id'] !== null ? idDe(payload['id']) : null;
    const antes = id === null ? null : await validacao.gravado(db, id);
    // An id that is malformed or names no record is the save's to answer (422, 404).
    if ((Object.hasOwn(payload, 'id') && payload['id'] !== null && id === null) || (id !== null && antes === null)) return;
    const erros = await validacao.validar(db, { ...antes, ...payload }, antes);
    if (erros.length > 0) throw errosDeFormulario(erros);
  };
}

/** Call before the resources are installed (instalarRecursos): it hooks the routes as they are added. */
export function instalarValidacoesDoFinanceiro(app: FastifyInstance, db: Db, catalogo: CatalogoDeTelas): void {
  const porRecurso = new Map(
    catalogo.telas.flatMap(({ descritor }) => {
      const validacao = VALIDACOES_DO_FINANCEIRO[descritor.modelo];
      return validacao === undefined ? [] : [[descritor.recurso, antesDoSalvar(db, validacao)] as const];
    }),
  );
  app.addHook('onRoute', (rota) => {
    const validar = rota.method === 'POST' ? porRecurso.get(rota.url) : undefined;
    if (validar === undefined) return;
    const existentes = rota.preHandler === undefined ? [] : Array.isArray(rota.preHandler) ? rota.preHandler : [rota.preHandler];
    rota.preHandler = [...existentes, validar];
  });
}
