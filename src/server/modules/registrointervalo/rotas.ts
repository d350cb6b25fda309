import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import {
  BASE_REGISTRO_INTERVALO,
  type InicioDoIntervalo,
  type Intervalo,
  type IntervaloAtivo,
  type MetadataDoIntervalo,
  type ResumoDosIntervalos,
} from '../../../shared/api/registrointervalo.ts';
import { errosDeFormulario, HttpError } from '../../http/erros.ts';
import { esquemaPaginacao, paginacao } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { encerrarIntervalo } from './encerrar.ts';
import { iniciarIntervalo } from './iniciar.ts';
import { intervaloEmAndamento, type Quem } from './intervalos.ts';
import { metadataDoIntervalo } from './metadata.ts';
import { momentoLocal } from './momento.ts';
import { errosDoPeriodo } from './periodo.ts';
import { registrarIntervalo } from './registrar.ts';
import { resumoDosIntervalos } from './resumo.ts';

// The break-interval calls of the specification (section 7). Every one acts on the session's
// own breaks; groups and schedules are those of the session's unit.

const CONFIG = { tags: ['registrointervalo.intervalo.registrar'], exigeUnidade: true } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const DATA = { type: 'string', maxLength: 10 } as const;

function quem(request: FastifyRequest): Quem {
  const { usuarioId, unidadeId } = sessaoDe(request);
  // Only narrows the type: the guard (exigeUnidade) has already refused a session without a unit.
  if (unidadeId === null) throw new HttpError(409, 'Selecione uma unidade para continuar.');
  return { usuarioId, unidadeId };
}

export function rotasDoRegistroDeIntervalo(app: FastifyInstance, { db, agora }: Servicos): void {
  const base = `${BASE_REGISTRO_INTERVALO}/intervalos`;

  app.get(`${base}/metadata`, { config: CONFIG }, async (request): Promise<SuccessReply<MetadataDoIntervalo>> => {
    const { usuarioId, unidadeId } = quem(request);
    return { content: await metadataDoIntervalo(db, unidadeId, usuarioId, agora()) };
  });

  app.get(`${base}/ativo`, { config: CONFIG }, async (request): Promise<SuccessReply<IntervaloAtivo>> => ({
    content: await intervaloEmAndamento(db, quem(request).usuarioId),
  }));

  app.get<{ Querystring: { dataInicial?: string; dataFinal?: string; page: number; rpp: number } }>(
    `${base}/resumo`,
    { config: CONFIG, schema: { querystring: { type: 'object', properties: { ...esquemaPaginacao, dataInicial: DATA, dataFinal: DATA } } } },
    async (request): Promise<SuccessReply<ResumoDosIntervalos>> => {
      const hoje = momentoLocal(agora()).data;
      const periodo = { dataInicial: request.query.dataInicial ?? hoje, dataFinal: request.query.dataFinal ?? hoje };
      const erros = errosDoPeriodo(periodo);
      if (erros.length > 0) throw errosDeFormulario(erros);
      return { content: await resumoDosIntervalos(db, quem(request), periodo, paginacao(request.query)) };
    },
  );

  app.post<{ Body: InicioDoIntervalo }>(
    base,
    { config: CONFIG, schema: { body: { type: 'object', required: ['intervaloId', 'tipoIntervaloId'], properties: { intervaloId: ID, tipoIntervaloId: ID } } } },
    async (request): Promise<SuccessReply<Intervalo>> => ({
      content: await iniciarIntervalo(db, quem(request), request.body, agora()),
      message: 'Intervalo iniciado.',
    }),
  );

  app.post<{ Params: { id: number } }>(
    `${base}/:id/encerrar`,
    { config: CONFIG, schema: { params: { type: 'object', properties: { id: ID } } } },
    async (request): Promise<SuccessReply<Intervalo>> => {
      const intervalo = await encerrarIntervalo(db, quem(request), request.params.id, agora());
      return { content: intervalo, message: intervalo.excedido ? 'Intervalo encerrado. O tempo máximo foi excedido.' : 'Intervalo encerrado.' };
    },
  );

  // Registering the notice is repeated by every tab that receives it: no toast (no message).
  app.post<{ Querystring: { grupoIntervaloHorarioId: number } }>(
    `${BASE_REGISTRO_INTERVALO}/registrointervalo`,
    { config: CONFIG, schema: { querystring: { type: 'object', required: ['grupoIntervaloHorarioId'], properties: { grupoIntervaloHorarioId: ID } } } },
    async (request): Promise<SuccessReply<Intervalo>> => ({
      content: await registrarIntervalo(db, quem(request), request.query.grupoIntervaloHorarioId, agora()),
    }),
  );
}
