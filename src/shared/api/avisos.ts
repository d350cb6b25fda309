// Notices (spec section 2: avisos), shared by server and client.
//
// A user holding avisos.aviso.publicar publishes a notice (title, text, optional expiry) to all
// users, to units or to chosen users. Its recipients are fixed at publication (the active users
// of the units then), each gets it live, sees it in /avisos (unread first) until it expires,
// and opening it records a read receipt (first opening: who and when). Publishers see every
// notice with "read by N of M" and the names.
//
// Not to be confused with the live channel's AVISO messages (protocolo.ts), which are the
// notices of background jobs and break windows; a new notice arrives as NOVO_AVISO.

import type { FieldError, PagedContent } from './contract.ts';
import { parseModel } from '../format/dates.ts';
import { MENSAGENS_VALIDACAO, validateRecord, type FieldRules } from '../validation/index.ts';

export const BASE_AVISOS = '/api/avisos';

export const TAG_PUBLICAR_AVISO = 'avisos.aviso.publicar';

export const LIMITES_DO_AVISO = {
  titulo: 150,
  texto: 5000,
  unidades: 50,
  usuarios: 200,
  busca: 200,
} as const;

export const ALCANCES_DO_AVISO = ['TODOS', 'UNIDADES', 'USUARIOS'] as const;
export type AlcanceDoAviso = (typeof ALCANCES_DO_AVISO)[number];

export const ROTULOS_DO_ALCANCE: Readonly<Record<AlcanceDoAviso, string>> = {
  TODOS: 'Todos os usuários',
  UNIDADES: 'Unidades',
  USUARIOS: 'Usuários escolhidos',
};

/** POST /api/avisos. */
export interface PedidoDeAviso {
  titulo: string;
  texto: string;
  alcance: AlcanceDoAviso;
  /** Unit ids, for UNIDADES. */
  unidades?: number[];
  /** User ids, for USUARIOS. */
  usuarios?: number[];
  /** The last day it is shown (YYYY-MM-DD, the institution's time zone); never expires when absent. */
  expiraEm?: string | null;
}

export interface PessoaDoAviso {
  id: number;
  nome: string;
  login: string;
}

/** GET /api/avisos (paged): the notices addressed to the user, not expired, unread first. */
export interface AvisoRecebido {
  id: number;
  titulo: string;
  texto: string;
  publicadoPor: PessoaDoAviso;
  publicadoEm: string;
  expiraEm: string | null;
  lido: boolean;
  lidoEm: string | null;
}

/** GET /api/avisos/publicados (paged), for publishers: every notice with its receipts' totals. */
export interface AvisoPublicado {
  id: number;
  titulo: string;
  texto: string;
  alcance: AlcanceDoAviso;
  unidades: { id: number; nome: string }[];
  publicadoPor: PessoaDoAviso;
  publicadoEm: string;
  expiraEm: string | null;
  expirado: boolean;
  lidos: number;
  total: number;
}

export interface LeituraDoAviso {
  usuario: PessoaDoAviso;
  lidoEm: string | null;
}

/** GET /api/avisos/publicados/{id}/leituras (paged): recipients, readers first, and the notice. */
export interface LeiturasDoAviso extends PagedContent<LeituraDoAviso> {
  aviso: AvisoPublicado;
}

/** GET /api/avisos/naolidos. */
export interface ContagemDeAvisos {
  quantidade: number;
}

/** POST /api/avisos/{id}/leitura: the receipt (the first opening's instant). */
export interface LeituraRegistrada {
  lidoEm: string;
}

/** Published on each recipient's user topic (live channel: NOVO_AVISO). */
export interface NovoAviso {
  id: number;
  titulo: string;
  publicadoPor: string;
}

export const TEXTOS_DO_AVISO = {
  semUnidade: 'Escolha pelo menos uma unidade.',
  semUsuario: 'Escolha pelo menos um usuário.',
  unidadesDemais: `Escolha no máximo ${LIMITES_DO_AVISO.unidades} unidades.`,
  usuariosDemais: `Escolha no máximo ${LIMITES_DO_AVISO.usuarios} usuários.`,
  unidadeInvalida: 'Unidade não encontrada entre as suas unidades.',
  usuarioInvalido: 'Usuário não encontrado entre os usuários das suas unidades.',
  expiracaoPassada: 'A data de expiração deve ser hoje ou uma data futura.',
  semDestinatarios: 'Nenhum usuário ativo recebe este aviso.',
} as const;

const REGRAS_DO_AVISO: FieldRules = {
  titulo: [{ rule: 'required' }, { rule: 'maxLength', value: LIMITES_DO_AVISO.titulo }],
  texto: [{ rule: 'required' }, { rule: 'maxLength', value: LIMITES_DO_AVISO.texto }],
};

/** The day (YYYY-MM-DD) of an expiry given as a model date or date-time, or null. */
export function diaDaExpiracao(expiraEm: string | null | undefined): string | null {
  if (!expiraEm) return null;
  return parseModel(expiraEm)?.slice(0, 10) ?? null;
}

/** The form's errors, the same on the server (422); `hoje` is YYYY-MM-DD in the institution's time zone. */
export function errosDoAviso(pedido: PedidoDeAviso, hoje: string): FieldError[] {
  const erros = validateRecord(pedido, REGRAS_DO_AVISO);
  const dia = diaDaExpiracao(pedido.expiraEm);
  if (pedido.expiraEm && dia === null) erros.push({ field: 'expiraEm', message: MENSAGENS_VALIDACAO.date });
  if (dia !== null && dia < hoje) erros.push({ field: 'expiraEm', message: TEXTOS_DO_AVISO.expiracaoPassada });
  const unidades = pedido.unidades ?? [];
  const usuarios = pedido.usuarios ?? [];
  if (pedido.alcance === 'UNIDADES' && unidades.length === 0) erros.push({ field: 'unidades', message: TEXTOS_DO_AVISO.semUnidade });
  if (unidades.length > LIMITES_DO_AVISO.unidades) erros.push({ field: 'unidades', message: TEXTOS_DO_AVISO.unidadesDemais });
  if (pedido.alcance === 'USUARIOS' && usuarios.length === 0) erros.push({ field: 'usuarios', message: TEXTOS_DO_AVISO.semUsuario });
  if (usuarios.length > LIMITES_DO_AVISO.usuarios) erros.push({ field: 'usuarios', message: TEXTOS_DO_AVISO.usuariosDemais });
  return erros;
}
