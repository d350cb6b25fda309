// The configuracoes family's hand-written calls (users and permission groups), shared by
// server and client. Units and sectors are engine screens (generic resource calls).
//
// A user belongs to units and to permission groups; a group is a named set of tags of the
// catalogue (GET /api/permissoes/catalogo). A user's tags are the union of their groups'.

export const URL_USUARIOS = '/api/usuarios';
export const URL_GRUPOS_PERMISSAO = '/api/grupospermissao';
export const URL_CATALOGO_DE_PERMISSOES = '/api/permissoes/catalogo';
/** What a user editor may grant: the units and groups a user record can be given (autocompletes). */
export const URL_UNIDADES_ATRIBUIVEIS = '/api/usuarios/opcoes/unidades';
export const URL_GRUPOS_ATRIBUIVEIS = '/api/usuarios/opcoes/grupos';


/** A referenced record as a form shows it. */
export interface RegistroNomeado {
  id: number;
  nome: string;
}

/** A row of GET /api/usuarios. */
export interface UsuarioDaLista {
  id: number;
  login: string;
  nome: string;
  email: string | null;
  ativo: boolean;
}

/** GET /api/usuarios/{id}: exactly what POST /api/usuarios accepts back (never a password). */
export interface UsuarioDoCadastro {
  id: number;
  login: string;
  nome: string;
  email: string | null;
  foto: { id: number } | null;
  ativo: boolean;
  unidades: RegistroNomeado[];
  grupos: RegistroNomeado[];
}

/** POST /api/usuarios: a new user (no id) or a change; references by {id}. */
export interface UsuarioEnviado {
  id?: number | null;
  login: string;
  nome: string;
  email: string | null;
  foto?: { id: number } | null;
  ativo?: boolean;
  unidades: { id: number }[];
  grupos: { id: number }[];
}

/** A row of GET /api/grupospermissao. */
export interface GrupoPermissaoDaLista {
  id: number;
  nome: string;
  descricao: string | null;
  quantidadeTags: number;
  quantidadeUsuarios: number;
}

/** GET /api/grupospermissao/{id}; POST /api/grupospermissao takes the same (no id for a new one). */
export interface GrupoPermissao {
  id: number;
  nome: string;
  descricao: string | null;
  tags: string[];
}

export interface GrupoPermissaoEnviado {
  id?: number | null;
  nome: string;
  descricao: string | null;
  tags: string[];
}

