import type { FastifyInstance } from 'fastify';
import {
  ALCANCES_DO_AVISO,
  BASE_AVISOS,
  LIMITES_DO_AVISO,
  TAG_PUBLICAR_AVISO,
  type AvisoPublicado,
  type AvisoRecebido,
  type ContagemDeAvisos,
  type LeituraRegistrada,
  type LeiturasDoAviso,
  type NovoAviso,
  type PedidoDeAviso,
} from '../../../shared/api/avisos.ts';
import type { PagedContent, SuccessReply, UnidadeResumo } from '../../../shared/api/contract.ts';
import { esquemaPaginacao, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { publicarAosUsuarios } from '../mensagens/ao-vivo.ts';
import { ID, PARAMETRO_ID } from '../../http/validacao.ts';
import { unidadesAlcancaveis } from './alcance.ts';
import { publicarAviso } from './publicacao.ts';
import { listarLeituras, listarPublicados } from './publicados.ts';
import { contarNaoLidos, lerRecebido, listarRecebidos, registrarLeitura } from './recebidos.ts';
import { TEXTOS_DOS_AVISOS } from './textos.ts';

// Notices (shared/api/avisos.ts). Reading one's own notices needs only a session; publishing and
// the receipts need avisos.aviso.publicar.

const PUBLICAR = { tags: [TAG_PUBLICAR_AVISO] } as const;
const IDS = { type: 'array', items: ID, maxItems: 1000 } as const;

const ESQUEMA_DO_AVISO = {
  type: 'object',
  required: ['titulo', 'texto', 'alcance'],
  properties: {
    titulo: { type: 'string' },
    texto: { type: 'string' },
    alcance: { type: 'string', enum: ALCANCES_DO_AVISO },
    unidades: IDS,
    usuarios: IDS,
    expiraEm: { type: ['string', 'null'], maxLength: 30 },
  },
  additionalProperties: false,
} as const;

const CONSULTA = { type: 'object', properties: { ...esquemaPaginacao, q: { type: 'string', maxLength: LIMITES_DO_AVISO.busca } } } as const;

export function rotasDeAvisos(app: FastifyInstance, servicos: Servicos): void {
  const { db, agora, tempoReal } = servicos;

  app.get<{ Querystring: { page: number; rpp: number; q?: string } }>(
    BASE_AVISOS,
    { schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<AvisoRecebido>>> => ({
      content: await listarRecebidos(db, sessaoDe(request).usuarioId, request.query.q?.trim() ?? '', agora(), paginacao(request.query)),
    }),
  );

  app.get(`${BASE_AVISOS}/naolidos`, async (request): Promise<SuccessReply<ContagemDeAvisos>> => ({
    content: { quantidade: await contarNaoLidos(db, sessaoDe(request).usuarioId, agora()) },
  }));

  app.get<{ Params: { id: number } }>(`${BASE_AVISOS}/:id`, { schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<AvisoRecebido>> => ({
    content: await lerRecebido(db, sessaoDe(request).usuarioId, request.params.id),
  }));

  // Opening a notice records the receipt; no toast.
  app.post<{ Params: { id: number } }>(`${BASE_AVISOS}/:id/leitura`, { schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<LeituraRegistrada>> => ({
    content: { lidoEm: (await registrarLeitura(db, sessaoDe(request).usuarioId, request.params.id, agora())).toISOString() },
  }));

  app.post<{ Body: PedidoDeAviso }>(BASE_AVISOS, { config: PUBLICAR, schema: { body: ESQUEMA_DO_AVISO } }, async (request): Promise<SuccessReply<{ id: number }>> => {
    const { usuarioId, unidadeId, tags } = sessaoDe(request);
    const gravado = await publicarAviso(db, { usuarioId, unidadeId, tags }, request.body, agora());
    const publicador = await db.selectFrom('usuario').select('nome').where('id', '=', usuarioId).executeTakeFirstOrThrow();
    const content: NovoAviso = { id: gravado.id, titulo: gravado.titulo, publicadoPor: publicador.nome };
    await publicarAosUsuarios(tempoReal, gravado.destinatarios, { type: 'NOVO_AVISO', content }, (erro) => request.log.warn({ err: erro }, 'aviso publicado não anunciado'));
    return { content: { id: gravado.id }, message: TEXTOS_DOS_AVISOS.publicado };
  });

  app.get<{ Querystring: { page: number; rpp: number } }>(
    `${BASE_AVISOS}/publicados`,
    { config: PUBLICAR, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<AvisoPublicado>>> => ({ content: await listarPublicados(db, agora(), paginacao(request.query)) }),
  );

  app.get<{ Params: { id: number }; Querystring: { page: number; rpp: number } }>(
    `${BASE_AVISOS}/publicados/:id/leituras`,
    { config: PUBLICAR, schema: { params: PARAMETRO_ID, querystring: CONSULTA } },
    async (request): Promise<SuccessReply<LeiturasDoAviso>> => ({ content: await listarLeituras(db, request.params.id, agora(), paginacao(request.query)) }),
  );

  // The units the publisher may address (the form's choices).
  app.get<{ Querystring: { page: number; rpp: number } }>(
    `${BASE_AVISOS}/unidades`,
    { config: PUBLICAR, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<UnidadeResumo>>> => {
      const { usuarioId, tags } = sessaoDe(request);
      const p = paginacao(request.query);
      const base = unidadesAlcancaveis(db, { usuarioId, tags });
      const [linhas, contagem] = await Promise.all([
        base.select(['unidade.id', 'unidade.nome']).orderBy('unidade.nome').orderBy('unidade.id').limit(p.rpp + 1).offset(p.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { content: respostaPaginada(linhas, Number(contagem.n), p) };
    },
  );
}
