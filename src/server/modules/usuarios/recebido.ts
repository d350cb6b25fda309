import type { UsuarioDoCadastro } from '../../../shared/api/configuracoes.ts';
import { idDaReferencia } from '../../resources/normalizar.ts';

// A user payload once its shape is checked (corpo-estrito.ts), and the record it makes over
// the stored user: texts trimmed (an empty one is null), references reduced to their ids.

type Referencia = number | { id: number };

export interface UsuarioEnviadoValidado {
  id?: number | null;
  login?: string | null;
  nome?: string | null;
  email?: string | null;
  foto?: { id: number } | null;
  ativo?: boolean;
  unidades?: Referencia[];
  grupos?: Referencia[];
}

/** The record the rules judge: the stored user with what was sent over it. */
export interface UsuarioRecebido {
  [campo: string]: unknown;
  login: string | null;
  nome: string | null;
  email: string | null;
  foto: { id: number } | null;
  ativo: boolean;
  unidades: { id: number }[];
  grupos: { id: number }[];
}

const limpo = (v: string | null | undefined): string | null | undefined => (v === undefined ? undefined : v?.trim() || null);

function ids(lista: Referencia[] | undefined): { id: number }[] | undefined {
  if (lista === undefined) return undefined;
  const unicos = new Set(lista.map(idDaReferencia).filter((id) => id !== null));
  return [...unicos].map((id) => ({ id }));
}

const PADRAO: UsuarioRecebido = { login: null, nome: null, email: null, foto: null, ativo: true, unidades: [], grupos: [] };

export function usuarioRecebido(antes: UsuarioDoCadastro | null, enviado: UsuarioEnviadoValidado): UsuarioRecebido {
  const base: UsuarioRecebido = antes === null ? PADRAO : { ...antes, unidades: antes.unidades.map(({ id }) => ({ id })), grupos: antes.grupos.map(({ id }) => ({ id })) };
  const novos = {
    login: limpo(enviado.login),
    nome: limpo(enviado.nome),
    email: limpo(enviado.email),
    foto: enviado.foto === undefined ? undefined : enviado.foto === null ? null : { id: enviado.foto.id },
    ativo: enviado.ativo,
    unidades: ids(enviado.unidades),
    grupos: ids(enviado.grupos),
  };
  return { ...base, ...Object.fromEntries(Object.entries(novos).filter(([, v]) => v !== undefined)) };
}

export const idsDe = (lista: readonly { id: number }[]): number[] => lista.map((r) => r.id);
