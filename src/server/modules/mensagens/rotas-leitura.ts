import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import {
  BASE_MENSAGENS,
  LIMITES_DA_MENSAGEM,
  type ContagemDeNaoLidas,
  type ConversaDeMensagens,
  type PastaDaMensagem,
  type RascunhoDaMensagem,
  type ResumoDaMensagem,
  type UsuarioDaMensagem,
} from '../../../shared/api/mensagens.ts';
import { disposicaoDeAnexo, tipoParaServir } from '../../resources/conteudo-do-arquivo.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { esquemaPaginacao, paginacao } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { buscarColegas } from './colegas.ts';
import { lerConversa } from './conversa.ts';
import { conferirAnexo } from './download.ts';
import { ESQUEMA_DA_CONSULTA, filtroDaConsulta, type ConsultaDaLista } from './filtro.ts';
import { lerRascunho } from './rascunho.ts';
import { contarNaoLidas, listarMensagens } from './resumos.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { ID, PARAMETRO_ID } from '../../http/validacao.ts';

// The messages calls that read. Any signed-in user, for their own messages only.

const LISTAS: readonly (readonly [string, PastaDaMensagem | null])[] = [
  ['caixaentrada', 'caixaentrada'],
  ['enviados', 'enviados'],
  ['rascunhos', 'rascunhos'],
  ['pesquisa', null],
];

const CONVERSA_RPP = { ...esquemaPaginacao, rpp: { ...esquemaPaginacao.rpp, default: 30 } };

export function rotasDeLeituraDasMensagens(app: FastifyInstance, { db, arquivos }: Servicos): void {

  for (const [caminho, pasta] of LISTAS) {
    app.get<{ Querystring: ConsultaDaLista }>(
      `${BASE_MENSAGENS}/${caminho}`,
      { schema: { querystring: ESQUEMA_DA_CONSULTA } },
      async (request): Promise<SuccessReply<PagedContent<ResumoDaMensagem>>> => {
        const { usuarioId } = sessaoDe(request);
        // The search reads both folders unless told one.
        const filtro = filtroDaConsulta(request.query, pasta ?? request.query.pasta ?? null);
        return { content: await listarMensagens(db, usuarioId, filtro, paginacao(request.query)) };
      },
    );
  }

  app.get(`${BASE_MENSAGENS}/naolidas`, async (request): Promise<SuccessReply<ContagemDeNaoLidas>> => ({
    content: { quantidade: await contarNaoLidas(db, sessaoDe(request).usuarioId) },
  }));

  // The recipients autocomplete: only id, nome and login of the colleagues of the sender's units.
  app.get<{ Querystring: { page: number; rpp: number; q?: string; term?: string } }>(
    `${BASE_MENSAGENS}/destinatarios`,
    { schema: { querystring: ESQUEMA_DA_CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<UsuarioDaMensagem>>> => {
      const termo = (request.query.q ?? request.query.term ?? '').trim().slice(0, LIMITES_DA_MENSAGEM.busca);
      return { content: await buscarColegas(db, sessaoDe(request).usuarioId, termo, paginacao(request.query)) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { page: number; rpp: number } }>(
    `${BASE_MENSAGENS}/conversas/:id`,
    { schema: { params: PARAMETRO_ID, querystring: { type: 'object', properties: CONVERSA_RPP } } },
    async (request): Promise<SuccessReply<ConversaDeMensagens>> => ({
      content: await lerConversa(db, request.params.id, sessaoDe(request).usuarioId, paginacao(request.query)),
    }),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE_MENSAGENS}/rascunhos/:id`,
    { schema: { params: PARAMETRO_ID } },
    async (request): Promise<SuccessReply<RascunhoDaMensagem>> => ({ content: await lerRascunho(db, sessaoDe(request).usuarioId, request.params.id) }),
  );

  // An attachment opened in a new window (authtoken derived for this path): only who sees the message.
  app.get<{ Params: { id: number; arquivoId: number } }>(
    `${BASE_MENSAGENS}/:id/anexos/:arquivoId`,
    {
      config: { aceitaAuthtoken: true },
      schema: {
        params: { type: 'object', required: ['id', 'arquivoId'], properties: { id: ID, arquivoId: ID } },
        querystring: { type: 'object', properties: { authtoken: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request, reply) => {
      await conferirAnexo(db, sessaoDe(request).usuarioId, request.params.id, request.params.arquivoId);
      const arquivo = await arquivos.ler(request.params.arquivoId);
      if (arquivo === null) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.anexoNaoEncontrado);
      return reply
        .type(tipoParaServir(arquivo.tipoMime))
        .header('content-disposition', disposicaoDeAnexo(arquivo.nomeOriginal))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(arquivo.conteudo);
    },
  );
}
