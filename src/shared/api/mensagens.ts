// Internal messages between users (spec section 2: mensagens caixaentrada, enviados, rascunhos,
// conversas/{id}?origem=, mensagens/filtros), shared by server and client.
//
// Every signed-in user may use messages for themselves: no tag guards them. A user sees only
// the messages they sent or received (anything else answers 404). Recipients are active users
// who share a unit with the sender. Subject and body are plain text, shown as text (never HTML).
// A message is a draft until sent; replies join the conversation of the message they answer and
// go to everyone in it but the one replying. Deleting removes a message only for who deletes it
// (a draft, which only its author sees, is deleted for good).

import type { FieldError } from './contract.ts';
import { validateRecord, type FieldRules } from '../validation/index.ts';

export const BASE_MENSAGENS = '/api/mensagens';

/** Documented limits (README): characters, and how many recipients and attachments a message takes. */
export const LIMITES_DA_MENSAGEM = {
  assunto: 200,
  corpo: 10_000,
  destinatarios: 50,
  anexos: 10,
  busca: 200,
} as const;

/**
 * The largest JSON body a message call accepts, in bytes: a body at its character limit fits
 * even with every character escaped; anything larger is refused (413) before it is parsed.
 */
export const TAMANHO_MAXIMO_DO_PEDIDO = 128 * 1024;

/** Where the user opened a conversation from: its back link returns there. */
export const ORIGENS_DA_CONVERSA = ['caixaentrada', 'enviados', 'rascunhos', 'filtros'] as const;
export type OrigemDaConversa = (typeof ORIGENS_DA_CONVERSA)[number];

export function isOrigemDaConversa(valor: unknown): valor is OrigemDaConversa {
  return typeof valor === 'string' && (ORIGENS_DA_CONVERSA as readonly string[]).includes(valor);
}

export type PastaDaMensagem = 'caixaentrada' | 'enviados' | 'rascunhos';

export interface UsuarioDaMensagem {
  id: number;
  nome: string;
  login: string;
}

/** A file attached to a message (uploaded first through POST /api/arquivos). */
export interface AnexoDaMensagem {
  id: number;
  fileName: string;
  tamanho: number;
}

/** A row of the lists (caixaentrada, enviados, rascunhos, pesquisa). */
export interface ResumoDaMensagem {
  id: number;
  conversaId: number;
  pasta: PastaDaMensagem;
  assunto: string;
  /** The body's beginning, on one line. */
  trecho: string;
  remetente: UsuarioDaMensagem;
  /** The first recipients (up to 5); totalDestinatarios says how many there are. */
  destinatarios: UsuarioDaMensagem[];
  totalDestinatarios: number;
  /** ISO instant: when sent, or last saved for a draft. */
  data: string;
  /** Received: whether this user has read it. Sent and drafts: true. */
  lida: boolean;
  /** Sent: how many recipients have read it. */
  lidaPor: number;
  temAnexos: boolean;
}

/** GET /api/mensagens/{caixaentrada|enviados|rascunhos|pesquisa}: paged (page, rpp) plus these. */
export interface FiltroDeMensagens {
  /** Text searched in subject and body (accents and case ignored). */
  q?: string;
  /** pesquisa only: one folder; both received and sent when absent. */
  pasta?: 'caixaentrada' | 'enviados';
  remetenteId?: number;
  /** Received messages read (true) or unread (false). */
  lida?: boolean;
  /** YYYY-MM-DD, in the institution's time zone; both ends included. */
  dataInicial?: string;
  dataFinal?: string;
}

/** POST /api/mensagens (send), POST /api/mensagens/rascunhos, PUT /api/mensagens/rascunhos/{id}. */
export interface PedidoDeMensagem {
  assunto: string;
  corpo: string;
  /** User ids. */
  destinatarios: number[];
  /** File ids from POST /api/arquivos, uploaded by the sender. */
  anexos?: number[];
}

/** GET /api/mensagens/rascunhos/{id}: a draft to edit. */
export interface RascunhoDaMensagem {
  id: number;
  assunto: string;
  corpo: string;
  destinatarios: UsuarioDaMensagem[];
  anexos: AnexoDaMensagem[];
  atualizadaEm: string;
}

/** POST /api/mensagens/{id}/respostas: a reply to everyone in the conversation but the sender. */
export interface PedidoDeResposta {
  corpo: string;
  anexos?: number[];
}

/** POST /api/mensagens/{id}/leitura: marks a received message read or unread. */
export interface PedidoDeLeitura {
  lida: boolean;
}

export interface MensagemDaConversa {
  id: number;
  respostaA: number | null;
  assunto: string;
  corpo: string;
  remetente: UsuarioDaMensagem;
  destinatarios: UsuarioDaMensagem[];
  enviadaEm: string;
  /** Sent by the signed-in user. */
  propria: boolean;
  /** Received: read before this conversation was opened. */
  lida: boolean;
  /** Own messages: how many recipients have read it. */
  lidaPor: number;
  anexos: AnexoDaMensagem[];
}

/**
 * GET /api/mensagens/conversas/{id}?page&rpp: the conversation's messages this user sent or
 * received, newest first by page (the client shows each page oldest first).
 */
export interface ConversaDeMensagens {
  id: number;
  /** The subject of the conversation's first message the user can see. */
  assunto: string;
  mensagens: MensagemDaConversa[];
  hasMore: boolean;
  page: number;
  rpp: number;
  count: number;
  pageCount: number;
}

/** GET /api/mensagens/naolidas. */
export interface ContagemDeNaoLidas {
  quantidade: number;
}

/** Published on each recipient's user topic when a message is sent (live channel: NOVA_MENSAGEM). */
export interface NovaMensagem {
  id: number;
  conversaId: number;
  assunto: string;
  remetente: UsuarioDaMensagem;
}

export const TEXTOS_DA_MENSAGEM = {
  semDestinatario: 'Informe pelo menos um destinatário.',
  destinatariosDemais: `Informe no máximo ${LIMITES_DA_MENSAGEM.destinatarios} destinatários.`,
  anexosDemais: `Anexe no máximo ${LIMITES_DA_MENSAGEM.anexos} arquivos.`,
  destinatarioInvalido: 'Destinatário não encontrado entre os usuários das suas unidades.',
  anexoInvalido: 'Anexo não encontrado entre os arquivos que você enviou.',
} as const;

const REGRAS_DO_ENVIO: FieldRules = {
  assunto: [{ rule: 'required' }, { rule: 'maxLength', value: LIMITES_DA_MENSAGEM.assunto }],
  corpo: [{ rule: 'required' }, { rule: 'maxLength', value: LIMITES_DA_MENSAGEM.corpo }],
};

const REGRAS_DO_RASCUNHO: FieldRules = {
  assunto: [{ rule: 'maxLength', value: LIMITES_DA_MENSAGEM.assunto }],
  corpo: [{ rule: 'maxLength', value: LIMITES_DA_MENSAGEM.corpo }],
};

/**
 * The form's errors: a message to send needs a subject, a body and a recipient; a draft only
 * keeps to the limits. The server answers these same errors (422).
 */
export function errosDaMensagem(pedido: PedidoDeMensagem, envio: boolean): FieldError[] {
  const erros = validateRecord(pedido, envio ? REGRAS_DO_ENVIO : REGRAS_DO_RASCUNHO);
  if (envio && pedido.destinatarios.length === 0) erros.push({ field: 'destinatarios', message: TEXTOS_DA_MENSAGEM.semDestinatario });
  if (pedido.destinatarios.length > LIMITES_DA_MENSAGEM.destinatarios) {
    erros.push({ field: 'destinatarios', message: TEXTOS_DA_MENSAGEM.destinatariosDemais });
  }
  if ((pedido.anexos?.length ?? 0) > LIMITES_DA_MENSAGEM.anexos) erros.push({ field: 'anexos', message: TEXTOS_DA_MENSAGEM.anexosDemais });
  return erros;
}

const REGRAS_DA_RESPOSTA: FieldRules = {
  corpo: [{ rule: 'required' }, { rule: 'maxLength', value: LIMITES_DA_MENSAGEM.corpo }],
};

export function errosDaResposta(pedido: PedidoDeResposta): FieldError[] {
  const erros = validateRecord(pedido, REGRAS_DA_RESPOSTA);
  if ((pedido.anexos?.length ?? 0) > LIMITES_DA_MENSAGEM.anexos) erros.push({ field: 'anexos', message: TEXTOS_DA_MENSAGEM.anexosDemais });
  return erros;
}

/** "Re: " once, however many times a conversation is answered. */
export function assuntoDaResposta(assunto: string): string {
  const limpo = assunto.replace(/^(\s*re:\s*)+/i, '');
  return `Re: ${limpo}`.slice(0, LIMITES_DA_MENSAGEM.assunto);
}
