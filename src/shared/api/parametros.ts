import type { EstadoDoAjuste } from '../engine/ajustes.ts';

// The institution's parameters (configuracoes/parametro), shared by server and client: their
// values, typed, and the replies of /api/parametros (a settings screen's: see engine/ajustes.ts).
// A stored value overrides the environment's default at once (DESIGN.md, "Configuration"); the
// labels, help, rules and defaults are the model's, schemas/parametro.json.

export const URL_PARAMETROS = '/api/parametros';
/** No session: what the login page needs (name, logo, password policy). */
export const URL_PARAMETROS_PUBLICOS = '/api/parametros/publicos';
/** Any session: what the screens need (tile URL, page size, time zone). */
export const URL_PARAMETROS_DA_SESSAO = '/api/parametros/sessao';
export const URL_LOGO = '/api/parametros/logo';
export const urlDoParametro = (chave: string): string => `${URL_PARAMETROS}/${encodeURIComponent(chave)}`;

// A type, not an interface, so it reads as the record of settings it is (engine/ajustes.ts).
export type ValoresDosParametros = {
  nomeDaInstituicao: string;
  /** The uploaded image's file id (served publicly at URL_LOGO), or none. */
  logo: number | null;
  urlDosTiles: string;
  sessaoInativaMinutos: number;
  sessaoMaximaHoras: number;
  senhaTamanhoMinimo: number;
  senhaExigeNumero: boolean;
  senhaExigeLetra: boolean;
  tamanhoDePagina: number;
  fusoHorario: string;
};

export type ChaveDeParametro = keyof ValoresDosParametros;

/** Every parameter, as schemas/parametro.json lists them (a test keeps the two equal). */
export const CHAVES_DE_PARAMETRO: readonly ChaveDeParametro[] = [
  'nomeDaInstituicao',
  'logo',
  'fusoHorario',
  'sessaoInativaMinutos',
  'sessaoMaximaHoras',
  'senhaTamanhoMinimo',
  'senhaExigeNumero',
  'senhaExigeLetra',
  'tamanhoDePagina',
  'urlDosTiles',
];

export const FUSO_PADRAO = 'America/Sao_Paulo';
export const URL_PADRAO_DOS_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The defaults where the environment says nothing, as schemas/parametro.json's (a test keeps them
 * equal), for a screen that has not read the parameters yet. The server replaces the session
 * limits with SESSION_IDLE_MIN / SESSION_MAX_HOURS and the name with the one it was installed with.
 */
export const PADROES_DOS_PARAMETROS: Readonly<ValoresDosParametros> = {
  nomeDaInstituicao: 'Alicerce',
  logo: null,
  urlDosTiles: URL_PADRAO_DOS_TILES,
  sessaoInativaMinutos: 30,
  sessaoMaximaHoras: 12,
  senhaTamanhoMinimo: 8,
  senhaExigeNumero: false,
  senhaExigeLetra: false,
  tamanhoDePagina: 10,
  fusoHorario: FUSO_PADRAO,
};

export type EstadoDoParametro<C extends ChaveDeParametro = ChaveDeParametro> = EstadoDoAjuste<ValoresDosParametros[C]>;

/** GET /api/parametros. */
export type EstadosDosParametros = { [C in ChaveDeParametro]: EstadoDoParametro<C> };

/** PUT /api/parametros: only the parameters that change. */
export type PedidoDeParametros = Partial<ValoresDosParametros>;

export interface PoliticaDeSenha {
  tamanhoMinimo: number;
  exigeNumero: boolean;
  exigeLetra: boolean;
}

export const politicaDeSenhaDos = (v: Pick<ValoresDosParametros, 'senhaTamanhoMinimo' | 'senhaExigeNumero' | 'senhaExigeLetra'>): PoliticaDeSenha => ({
  tamanhoMinimo: v.senhaTamanhoMinimo,
  exigeNumero: v.senhaExigeNumero,
  exigeLetra: v.senhaExigeLetra,
});

/** GET /api/parametros/publicos. */
export interface ParametrosPublicos {
  nomeDaInstituicao: string;
  /** Changes with the image, so a cached old logo is never shown. */
  logoUrl: string | null;
  politicaDeSenha: PoliticaDeSenha;
}

/** GET /api/parametros/sessao. */
export interface ParametrosDaSessao {
  urlDosTiles: string;
  tamanhoDePagina: number;
  fusoHorario: string;
}

export const MENSAGEM_PARAMETROS_SALVOS = 'Parâmetros salvos.';
export const MENSAGEM_PADRAO_RESTAURADO = 'Valor padrão restaurado.';
export const MENSAGEM_LOGO_SALVO = 'Logotipo atualizado.';
