import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import {
  FORMAS_DA_COLABORACAO,
  TAG_DO_TELEMARKETING,
  URL_AGENDA,
  URL_DOADORES,
  URL_LIBERAR,
  URL_LIGACOES,
  URL_OPCOES,
  URL_PROXIMO,
  type Agenda,
  type FichaDoDoador,
  type LigacaoRegistrada,
  type OpcoesDaLigacao,
  type PedidoDeLigacao,
  type ReservaDoOperador,
} from '../../../../shared/api/telemarketing.ts';
import { formatModel, hojeNoModelo } from '../../../../shared/format/dates.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../shared/mobilizacao/mensagens.ts';
import { errosDeFormulario, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { agendaDoOperador } from './candidatos.ts';
import { fichaDoDoador, opcoesDaLigacao } from './ficha.ts';
import { registrarLigacao } from './ligacao.ts';
import { liberar, reservaDoOperador, reservar } from './reserva.ts';

// The telemarketing agenda's calls (src/shared/api/telemarketing.ts), all in the session's unit.

const CONFIG = { tags: [TAG_DO_TELEMARKETING], exigeUnidade: true } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const LIGACAO = {
  type: 'object',
  required: ['pessoa', 'situacao'],
  additionalProperties: false,
  properties: {
    pessoa: ID,
    situacao: ID,
    observacao: { type: ['string', 'null'], maxLength: 2000 },
    proximaLigacao: { type: ['string', 'null'], maxLength: 16 },
    campanha: { anyOf: [ID, { type: 'null' }] },
    colaboracao: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['valor', 'diaDoMes', 'forma'],
          additionalProperties: false,
          properties: {
            id: { anyOf: [ID, { type: 'null' }] },
            valor: { type: 'number', minimum: 0.01, maximum: 999999999999.99 },
            diaDoMes: { type: 'integer', minimum: 1, maximum: 28 },
            forma: { type: 'string', enum: FORMAS_DA_COLABORACAO },
            // Judged by the débito rule (a pt-BR message under each field), not here.
            debitoAgencia: { type: ['string', 'null'], maxLength: 40 },
            debitoConta: { type: ['string', 'null'], maxLength: 40 },
          },
        },
      ],
    },
  },
} as const;

/** How many entries the agenda sends (the total says how many there are). */
const ITENS_DA_AGENDA = 50;

const agoraLocal = (): string => formatModel(new Date()).slice(0, 16);

export function rotasDoTelemarketing(app: FastifyInstance, { db }: Servicos): void {
  app.get(URL_AGENDA, { config: CONFIG }, async (request): Promise<SuccessReply<Agenda>> => {
    const { usuarioId, unidadeId } = sessaoDe(request);
    const itens = await agendaDoOperador(db, unidadeId ?? 0, usuarioId, hojeNoModelo());
    return { content: { itens: itens.slice(0, ITENS_DA_AGENDA), total: itens.length, reserva: await reservaDoOperador(db, usuarioId) } };
  });

  app.post(URL_PROXIMO, { config: CONFIG }, async (request): Promise<SuccessReply<ReservaDoOperador>> => {
    const { usuarioId, unidadeId } = sessaoDe(request);
    const atual = await reservaDoOperador(db, usuarioId);
    if (atual !== null) return { content: atual };
    for (const item of await agendaDoOperador(db, unidadeId ?? 0, usuarioId, hojeNoModelo())) {
      if (await reservar(db, item.pessoaId, unidadeId ?? 0, usuarioId)) {
        const reserva = await reservaDoOperador(db, usuarioId);
        if (reserva !== null) return { content: reserva };
      }
    }
    throw errosDeFormulario([{ field: 'pessoa', message: M.agendaVazia }]);
  });

  app.post(URL_LIBERAR, { config: CONFIG }, async (request): Promise<SuccessReply<null>> => {
    await liberar(db, sessaoDe(request).usuarioId);
    return { content: null, message: M.liberado };
  });

  app.get<{ Params: { id: number } }>(`${URL_DOADORES}/:id`, { config: CONFIG, schema: { params: PARAMS } }, async (request): Promise<SuccessReply<FichaDoDoador>> => {
    const ficha = await fichaDoDoador(db, request.params.id, sessaoDe(request).unidadeId ?? 0);
    if (ficha === null) throw naoEncontrado(M.doadorInexistente);
    return { content: ficha };
  });

  app.get(URL_OPCOES, { config: CONFIG }, async (): Promise<SuccessReply<OpcoesDaLigacao>> => ({ content: await opcoesDaLigacao(db) }));

  app.post<{ Body: PedidoDeLigacao }>(URL_LIGACOES, { config: CONFIG, schema: { body: LIGACAO } }, async (request): Promise<SuccessReply<LigacaoRegistrada>> => {
    const { usuarioId, unidadeId } = sessaoDe(request);
    const quem = { unidadeId: unidadeId ?? 0, operadorId: usuarioId, agora: agoraLocal() };
    const registrada = await db.transaction().execute((trx) => registrarLigacao(trx, request.body, quem));
    return { content: registrada, message: M.ligacaoRegistrada };
  });
}
