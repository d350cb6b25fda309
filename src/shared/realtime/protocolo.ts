// The live channel's protocol (spec sections 4 and 7), shared by the broker and the browser.
//
// 1. The browser connects over WebSocket to /mqtt with a temporary client id `tmp-<random>`.
// 2. It subscribes to its temporary topic `clientes/<clientId>` and publishes on C_ACESSO
//    `{token, clientId}`. Only the server reads C_ACESSO.
// 3. The server answers on the temporary topic with CONFIGURACAO `{content: {topics}}`, or with
//    ACESSO_NEGADO and closes the connection.
// 4. The browser subscribes to the topics and drops the temporary one. Notices (AVISO), job
//    updates (TAREFA), new internal messages (NOVA_MENSAGEM), published notices (NOVO_AVISO)
//    and announcements coming into force (NOVO_COMUNICADO)
//    then arrive on the user's topic.

import type { NovoAviso } from '../api/avisos.ts';
import type { NovoComunicado } from '../comunicados/comunicado.ts';
import type { NovaMensagem } from '../api/mensagens.ts';

export const TOPICO_ACESSO = 'C_ACESSO';

export const PREFIXO_CLIENTE_TEMPORARIO = 'tmp-';
export const PADRAO_CLIENTE_TEMPORARIO = /^tmp-[A-Za-z0-9]{16,32}$/;

export const topicoDoCliente = (clientId: string) => `clientes/${clientId}`;
export const topicoDoUsuario = (usuarioId: number) => `usuarios/${usuarioId}/notificacoes`;
export const topicoDaUnidade = (unidadeId: number) => `unidades/${unidadeId}/avisos`;

export interface PedidoDeAcesso {
  token: string;
  clientId: string;
}

/**
 * How long the client shows a notice (spec section 9): reports 5 s, receipts 15 min, jobs
 * until closed; INTERVALO (a break window opened, with `intervalo.id`) until closed too.
 */
export type TipoDeAviso = 'RELATORIO' | 'RECIBO' | 'JOB' | 'INTERVALO';

/** Notice content (spec section 3): title, msg, link, errorMsg, intervalo with id. */
export interface Aviso {
  tipo: TipoDeAviso;
  title: string;
  msg?: string;
  /** An /api path the notice opens (a download gets a derived authtoken first). */
  link?: string;
  /** Shown as an error (spec section 8). */
  errorMsg?: string;
  intervalo?: { id: number };
  /** The background job the notice is about, when any. */
  tarefaId?: number;
  /** The /api resources the finished job changed: the lists and records on screen read them again. */
  recursos?: string[];
}

export type EstadoDaTarefa = 'fila' | 'executando' | 'concluida' | 'falhou';

/** A background job as its owner sees it (the jobs panel, GET /api/tarefas). */
export interface TarefaResumo {
  id: number;
  tipo: string;
  titulo: string;
  estado: EstadoDaTarefa;
  /** 0–100. */
  progresso: number;
  mensagem: string | null;
  erro: string | null;
  /** The result to open (a download), when the job produced one. */
  link: string | null;
  criadaEm: string;
  atualizadaEm: string;
}

export type MensagemDoServidor =
  | { type: 'CONFIGURACAO'; content: { topics: string[] } }
  | { type: 'ACESSO_NEGADO'; content: { message: string } }
  | { type: 'AVISO'; content: Aviso }
  | { type: 'TAREFA'; content: TarefaResumo }
  // An internal message arrived (messages module), and a notice was published to the user (avisos
  // module); both on the user's topic, distinct from AVISO, the notices of jobs and break windows.
  | { type: 'NOVA_MENSAGEM'; content: NovaMensagem }
  | { type: 'NOVO_AVISO'; content: NovoAviso }
  | { type: 'NOVO_COMUNICADO'; content: NovoComunicado };
