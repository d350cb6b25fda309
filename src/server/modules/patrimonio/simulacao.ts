import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { cronograma } from '../../../shared/patrimonio/depreciacao.ts';
import { conferirRegra, type EntradaDaSimulacao } from '../../../shared/patrimonio/regra.ts';
import { errosDeFormulario } from '../../http/erros.ts';

// The depreciation schedule as a call: POST /api/patrimonio/depreciacao/simulacao with
// {valor, valorResidual, vidaUtilMeses, inicioUso, depreciacaoAcumulada?} answers the quotas still
// to post, [{competencia: 'YYYY-MM', valor}]. The asset form's preview asks the same by GET with
// the fields in the query (the engine's previa), text turned into numbers here. Bad input is a 422
// naming each field, from the same check the asset's save runs.

export const URL_SIMULACAO = '/api/patrimonio/depreciacao/simulacao';
const TAGS = ['patrimonio.bem.visualizar'] as const;

type Quotas = { quotas: { competencia: string; valor: number }[] };

function simular(entrada: EntradaDaSimulacao): Quotas {
  const conferida = conferirRegra(entrada);
  if ('erros' in conferida) throw errosDeFormulario(conferida.erros);
  return { quotas: cronograma(conferida.regra).map((q) => ({ competencia: q.competencia, valor: reaisDosCentavos(q.valorCentavos) })) };
}

const TEXTO = { type: 'string', maxLength: 40 } as const;
const CONSULTA = {
  type: 'object',
  properties: { valor: TEXTO, valorResidual: TEXTO, vidaUtilMeses: TEXTO, inicioUso: TEXTO, depreciacaoAcumulada: TEXTO },
} as const;
const CORPO = {
  type: 'object',
  properties: {
    valor: {},
    valorResidual: {},
    vidaUtilMeses: {},
    inicioUso: {},
    depreciacaoAcumulada: {},
  },
  additionalProperties: false,
} as const;

type Consulta = Partial<Record<keyof EntradaDaSimulacao, string>>;

/** A query value as the check reads it: blank is absent, a number is a number, anything else stays text (and is refused). */
const numeroDe = (t: string | undefined): unknown => (t === undefined || t.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(t.trim()) ? Number(t.trim()) : t);

export function rotasDaSimulacao(app: FastifyInstance): void {
  app.post<{ Body: EntradaDaSimulacao }>(URL_SIMULACAO, { config: { tags: TAGS }, schema: { body: CORPO } }, async (request): Promise<SuccessReply<Quotas>> => ({
    content: simular(request.body ?? {}),
  }));
  app.get<{ Querystring: Consulta }>(URL_SIMULACAO, { config: { tags: TAGS }, schema: { querystring: CONSULTA } }, async (request): Promise<SuccessReply<Quotas['quotas']>> => {
    const q = request.query;
    return {
      content: simular({
        valor: numeroDe(q.valor),
        valorResidual: numeroDe(q.valorResidual),
        vidaUtilMeses: numeroDe(q.vidaUtilMeses),
        inicioUso: q.inicioUso?.replace(/^(\d{4}-\d{2}-\d{2})T00:00:00$/, '$1'),
        depreciacaoAcumulada: numeroDe(q.depreciacaoAcumulada),
      }).quotas,
    };
  });
}
