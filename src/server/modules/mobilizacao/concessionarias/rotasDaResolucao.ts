import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENSAGENS_DA_RESOLUCAO as M, URL_DOS_PENDENTES, type PedidoDeDescarte, type PedidoDeResolucao, type PendentesDaConcessionaria } from '../../../../shared/api/concessionarias.ts';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { Model } from '../../../../shared/engine/types.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { SEM_NUL } from '../../../http/validacao.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import type { Servicos } from '../../../servicos.ts';
import { pendentesPorConcessionaria } from './pendencias.ts';
import { descartarRegistro, resolverRegistro } from './resolucao.ts';
import { TAG_RETORNO_DA_CONCESSIONARIA, TAG_VER_CONCESSIONARIA } from './rotas.ts';

// A utility page's "A resolver": a pending record of a return applied to the donor a person
// chooses (recording the donor's consent in the same step when there is none) or discarded with
// a reason (the same tag as sending the return); and how many each utility has, for the cards.

const CONFIG = { tags: [TAG_RETORNO_DA_CONCESSIONARIA], exigeUnidade: true } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const RESOLUCAO = {
  type: 'object',
  required: ['pessoa'],
  additionalProperties: false,
  properties: {
    pessoa: ID,
    consentimento: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['data', 'evidencia'],
          additionalProperties: false,
          properties: { data: { type: 'string', maxLength: 19, pattern: SEM_NUL }, evidencia: { type: 'string', minLength: 1, maxLength: 2000, pattern: SEM_NUL } },
        },
      ],
    },
  },
} as const;
const DESCARTE = {
  type: 'object',
  required: ['motivo'],
  additionalProperties: false,
  properties: { motivo: { type: 'string', minLength: 1, maxLength: 500, pattern: SEM_NUL } },
} as const;

export function rotasDaResolucao(app: FastifyInstance, servicos: Servicos, modelos: Readonly<Record<string, Model>>): void {
  // What a gift's receipt leaves for after the commit (the donor's e-mail) runs once the record is resolved.
  const transacao = async <T>(request: FastifyRequest, fazer: (ctx: ContextoDoGancho) => Promise<T>): Promise<T> => {
    const doacao = modelos['doacao'];
    if (doacao === undefined) throw new Error('Model doacao is missing from the catalogue.');
    const efeitos: (() => void)[] = [];
    const sessao = sessaoDe(request);
    const feito = await servicos.db.transaction().execute((trx) =>
      fazer({ trx, sessao, servicos, recurso: { url: '/api/doacao/doacoes', modelo: doacao }, depoisDoCommit: (efeito) => efeitos.push(efeito) }),
    );
    for (const efeito of efeitos) efeito();
    return feito;
  };

  app.get(URL_DOS_PENDENTES, { config: { tags: [TAG_VER_CONCESSIONARIA], exigeUnidade: true } }, async (request): Promise<SuccessReply<PendentesDaConcessionaria[]>> => ({
    content: await pendentesPorConcessionaria(servicos.db, sessaoDe(request).unidadeId ?? 0),
  }));

  app.post<{ Params: { id: number }; Body: PedidoDeResolucao }>(
    '/api/mobilizacao/concessionarias/registros/:id/resolver',
    { config: CONFIG, schema: { params: PARAMS, body: RESOLUCAO } },
    async (request): Promise<SuccessReply<{ doacao: number }>> => {
      const doacao = await transacao(request, (ctx) => resolverRegistro(ctx, request.params.id, request.body));
      return { content: { doacao }, message: interpolar(M.resolvido, { doacao }) };
    },
  );

  app.post<{ Params: { id: number }; Body: PedidoDeDescarte }>(
    '/api/mobilizacao/concessionarias/registros/:id/descartar',
    { config: CONFIG, schema: { params: PARAMS, body: DESCARTE } },
    async (request): Promise<SuccessReply<null>> => {
      await transacao(request, (ctx) => descartarRegistro(ctx, request.params.id, request.body.motivo));
      return { content: null, message: M.descartadoAviso };
    },
  );
}
