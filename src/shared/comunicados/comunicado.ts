// Announcements (comunicados, issue 20), shared by server and client.
//
// Staff holding comunicados.comunicado.editar write them in the engine's form (screens/comunicados/);
// everyone reads those addressed to them at /comunicados: published, not expired, pinned first,
// unread marked, with "Confirmo a leitura" where the announcement asks for it.

export const BASE_COMUNICADOS = '/api/comunicados';
export const BASE_RECEBIDOS = `${BASE_COMUNICADOS}/recebidos`;

export const TAG_VER_COMUNICADOS = 'comunicados.comunicado.visualizar';
export const TAG_EDITAR_COMUNICADO = 'comunicados.comunicado.editar';

export const ALCANCES_DO_COMUNICADO = ['TODOS', 'UNIDADES', 'SETORES', 'GRUPOS'] as const;
export type AlcanceDoComunicado = (typeof ALCANCES_DO_COMUNICADO)[number];

export const LIMITE_DA_BUSCA = 200;

export interface AnexoDoComunicado {
  id: number;
  nome: string;
}

/** GET /api/comunicados/recebidos (paged) and /recebidos/{id}: one announcement as its reader sees it. */
export interface ComunicadoRecebido {
  id: number;
  titulo: string;
  texto: string;
  publicadoEm: string;
  /** The last day it is shown (YYYY-MM-DD), or null. */
  expiraEm: string | null;
  fixado: boolean;
  exigeConfirmacao: boolean;
  autor: string | null;
  lido: boolean;
  confirmadoEm: string | null;
  anexos: AnexoDoComunicado[];
}

/** GET /api/comunicados/recebidos/naolidos: unread, and those still waiting for the reader's confirmation. */
export interface ContagemDeComunicados {
  naoLidos: number;
  aConfirmar: number;
}

/** POST .../{id}/leitura and .../{id}/confirmacao. */
export interface LeituraDoComunicado {
  lidoEm: string;
  confirmadoEm: string | null;
}

/** Published on each reader's user topic when an announcement comes into force (live channel: NOVO_COMUNICADO). */
export interface NovoComunicado {
  id: number;
  titulo: string;
  exigeConfirmacao: boolean;
}

export const TEXTOS_DOS_COMUNICADOS = {
  naoEncontrado: 'Comunicado não encontrado.',
  semConfirmacao: 'Este comunicado não pede confirmação de leitura.',
  confirmado: 'Leitura confirmada.',
  expiraAntes: 'A data de expiração deve ser igual ou posterior à data de publicação.',
} as const;
