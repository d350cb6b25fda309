// The reply shapes that client and server agree on (DESIGN.md, "Contracts").

export interface SuccessReply<T> {
  content: T;
  message?: string;
  /** Warnings of a write that went through (a payable over its budget), each shown as a warning toast. */
  avisos?: string[];
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorReply {
  message: string;
  errors?: FieldError[];
}

export interface PagedContent<T> {
  resultList: T[];
  hasMore: boolean;
  page: number;
  rpp: number;
  count: number;
  countExact?: boolean;
  pageCount: number;
}

export interface UsuarioResumo {
  id: number;
  nome: string;
  login: string;
}

export interface UsuarioContexto extends UsuarioResumo {
  email: string | null;
  temFoto: boolean;
}

export interface UnidadeResumo {
  id: number;
  nome: string;
}

export interface LoginContent {
  token: string;
  usuario: UsuarioResumo;
}

export interface ContextContent {
  usuario: UsuarioContexto;
  database: { nome: string };
  unidade: UnidadeResumo | null;
  unidades: UnidadeResumo[];
}

export interface PerfilContent {
  nome: string;
  email: string | null;
  login: string;
  temFoto: boolean;
}

export interface AuthTokenContent {
  authtoken: string;
  expiraEm: string;
}

export interface TagDoCatalogo {
  tag: string;
  modulo: string;
  descricao: string;
}

/** Messages keyed by locale, then by message key. */
export type LanguagesContent = Record<'pt-BR' | 'en', Record<string, string>>;

/** A row of POST /api/pessoas/filter (the people register's types are in pessoas.ts). */
export type { PessoaDaLista } from './pessoas.ts';
