import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { BASE_MENSAGENS, TAMANHO_MAXIMO_DO_PEDIDO, type PedidoDeLeitura, type PedidoDeMensagem, type PedidoDeResposta } from '../../../shared/api/mensagens.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { excluirParaOUsuario, marcarLeitura } from './acoes.ts';
import { anunciarMensagem } from './anuncio.ts';
import { marcarConversaLida } from './conversa.ts';
import { alterarRascunho, criarMensagem, type Autor, type MensagemGravada } from './gravacao.ts';
import { responder } from './resposta.ts';
import { contarNaoLidas } from './resumos.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { ID, PARAMETRO_ID } from '../../http/validacao.ts';

// The messages calls that write. Bodies are checked as sent (types, no unknown field, at most
// TAMANHO_MAXIMO_DO_PEDIDO bytes), then by the shared rules; a refused call changes nothing.

// Hard caps on the arrays' sizes; the rules' limits (with their messages) are lower.
const IDS = { type: 'array', items: ID, maxItems: 1000 } as const;

const ESQUEMA_DA_MENSAGEM = {
  type: 'object',
  required: ['assunto', 'corpo', 'destinatarios'],
  properties: { assunto: { type: 'string' }, corpo: { type: 'string' }, destinatarios: IDS, anexos: IDS },
  additionalProperties: false,
} as const;

const ESQUEMA_DA_RESPOSTA = {
  type: 'object',
  required: ['corpo'],
  properties: { corpo: { type: 'string' }, anexos: IDS },
  additionalProperties: false,
} as const;

const ESQUEMA_DA_LEITURA = {
  type: 'object',
  required: ['lida'],
  properties: { lida: { type: 'boolean' } },
  additionalProperties: false,
} as const;

type Gravada = SuccessReply<{ id: number; conversaId: number }>;

function autorDe(request: FastifyRequest): Autor {
  const { usuarioId, unidadeId } = sessaoDe(request);
  return { usuarioId, unidadeId };
}

export function rotasDeEscritaDasMensagens(app: FastifyInstance, servicos: Servicos): void {
  const { db } = servicos;
  const opcoes = { bodyLimit: TAMANHO_MAXIMO_DO_PEDIDO };

  async function respostaDe(request: FastifyRequest, gravada: MensagemGravada, message: string): Promise<Gravada> {
    await anunciarMensagem(servicos, gravada, autorDe(request).usuarioId, request.log);
    return { content: { id: gravada.id, conversaId: gravada.conversaId }, message };
  }

  app.post<{ Body: PedidoDeMensagem }>(BASE_MENSAGENS, { ...opcoes, schema: { body: ESQUEMA_DA_MENSAGEM } }, async (request) =>
    respostaDe(request, await criarMensagem(db, autorDe(request), request.body, true), TEXTOS_DAS_MENSAGENS.enviada),
  );

  app.post<{ Body: PedidoDeMensagem }>(`${BASE_MENSAGENS}/rascunhos`, { ...opcoes, schema: { body: ESQUEMA_DA_MENSAGEM } }, async (request) =>
    respostaDe(request, await criarMensagem(db, autorDe(request), request.body, false), TEXTOS_DAS_MENSAGENS.rascunhoSalvo),
  );

  app.put<{ Params: { id: number }; Body: PedidoDeMensagem }>(
    `${BASE_MENSAGENS}/rascunhos/:id`,
    { ...opcoes, schema: { params: PARAMETRO_ID, body: ESQUEMA_DA_MENSAGEM } },
    async (request) => respostaDe(request, await alterarRascunho(db, autorDe(request), request.params.id, request.body, false), TEXTOS_DAS_MENSAGENS.rascunhoSalvo),
  );

  // Sends a draft as the body has it now (the form's last edits and the sending in one step).
  app.post<{ Params: { id: number }; Body: PedidoDeMensagem }>(
    `${BASE_MENSAGENS}/rascunhos/:id/enviar`,
    { ...opcoes, schema: { params: PARAMETRO_ID, body: ESQUEMA_DA_MENSAGEM } },
    async (request) => respostaDe(request, await alterarRascunho(db, autorDe(request), request.params.id, request.body, true), TEXTOS_DAS_MENSAGENS.enviada),
  );

  app.post<{ Params: { id: number }; Body: PedidoDeResposta }>(
    `${BASE_MENSAGENS}/:id/respostas`,
    { ...opcoes, schema: { params: PARAMETRO_ID, body: ESQUEMA_DA_RESPOSTA } },
    async (request) => respostaDe(request, await responder(db, autorDe(request), request.params.id, request.body), TEXTOS_DAS_MENSAGENS.respondida),
  );

  // Opening a conversation reads it: no toast (no message); the reply is the new unread count.
  app.post<{ Params: { id: number } }>(
    `${BASE_MENSAGENS}/conversas/:id/leitura`,
    { ...opcoes, schema: { params: PARAMETRO_ID } },
    async (request): Promise<SuccessReply<{ quantidade: number }>> => {
      const { usuarioId } = sessaoDe(request);
      await marcarConversaLida(db, request.params.id, usuarioId);
      return { content: { quantidade: await contarNaoLidas(db, usuarioId) } };
    },
  );

  app.post<{ Params: { id: number }; Body: PedidoDeLeitura }>(
    `${BASE_MENSAGENS}/:id/leitura`,
    { ...opcoes, schema: { params: PARAMETRO_ID, body: ESQUEMA_DA_LEITURA } },
    async (request): Promise<SuccessReply<{ quantidade: number }>> => {
      const { usuarioId } = sessaoDe(request);
      await marcarLeitura(db, usuarioId, request.params.id, request.body.lida);
      return {
        content: { quantidade: await contarNaoLidas(db, usuarioId) },
        message: request.body.lida ? TEXTOS_DAS_MENSAGENS.marcadaLida : TEXTOS_DAS_MENSAGENS.marcadaNaoLida,
      };
    },
  );

  app.delete<{ Params: { id: number } }>(`${BASE_MENSAGENS}/:id`, { ...opcoes, schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<null>> => {
    const excluida = await excluirParaOUsuario(db, autorDe(request), request.params.id);
    return { content: null, message: excluida === 'rascunho' ? TEXTOS_DAS_MENSAGENS.rascunhoExcluido : TEXTOS_DAS_MENSAGENS.excluida };
  });
}
