// The institution's parameters (configuracoes/parametro), shared by server and client: the typed
// catalogue, in the order the screen shows it, and the replies of /api/parametros. A stored value
// overrides the environment's default at once (DESIGN.md, "Configuration"); the rules that check
// a value are in ../parametros/regras.ts.

export const URL_PARAMETROS = '/api/parametros';
/** No session: what the login page needs (name, logo, password policy). */
export const URL_PARAMETROS_PUBLICOS = '/api/parametros/publicos';
/** Any session: what the screens need (tile URL, page size, time zone). */
export const URL_PARAMETROS_DA_SESSAO = '/api/parametros/sessao';
export const URL_LOGO = '/api/parametros/logo';
export const urlDoParametro = (chave: string): string => `${URL_PARAMETROS}/${encodeURIComponent(chave)}`;

export interface ValoresDosParametros {
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
}

export type ChaveDeParametro = keyof ValoresDosParametros;
export type SecaoDeParametros = 'instituicao' | 'sessao' | 'lista';

export const SECOES_DE_PARAMETROS: Readonly<Record<SecaoDeParametros, string>> = {
  instituicao: 'Instituição',
  sessao: 'Sessão e senha',
  lista: 'Lista e mapa',
};

interface Comum<C extends ChaveDeParametro> {
  chave: C;
  rotulo: string;
  ajuda: string;
  secao: SecaoDeParametros;
}

export type DefinicaoDeParametro =
  | (Comum<'nomeDaInstituicao'> & { tipo: 'texto'; maximo: number })
  | (Comum<'logo'> & { tipo: 'imagem' })
  | (Comum<'urlDosTiles'> & { tipo: 'url'; maximo: number })
  | (Comum<'sessaoInativaMinutos' | 'sessaoMaximaHoras' | 'senhaTamanhoMinimo' | 'tamanhoDePagina'> & {
      tipo: 'inteiro';
      minimo: number;
      maximo: number;
      /** How the value reads, e.g. "minutos". */
      unidade: string;
    })
  | (Comum<'senhaExigeNumero' | 'senhaExigeLetra'> & { tipo: 'booleano' })
  | (Comum<'fusoHorario'> & { tipo: 'fuso' });

export type TipoDeParametro = DefinicaoDeParametro['tipo'];

export const CATALOGO_DE_PARAMETROS: readonly DefinicaoDeParametro[] = [
  {
    chave: 'nomeDaInstituicao',
    tipo: 'texto',
    maximo: 200,
    secao: 'instituicao',
    rotulo: 'Nome da instituição',
    ajuda: 'Aparece na barra superior, na página de entrada, nos relatórios e nos e-mails.',
  },
  {
    chave: 'logo',
    tipo: 'imagem',
    secao: 'instituicao',
    rotulo: 'Logotipo',
    ajuda: 'Imagem PNG, JPG ou GIF mostrada na página de entrada e na barra superior; é reduzida a até 512 × 128 pixels.',
  },
  {
    chave: 'fusoHorario',
    tipo: 'fuso',
    secao: 'instituicao',
    rotulo: 'Fuso horário',
    ajuda: 'O fuso em que datas e horas são mostradas e em que os períodos dos relatórios são calculados.',
  },
  {
    chave: 'sessaoInativaMinutos',
    tipo: 'inteiro',
    minimo: 5,
    maximo: 1440,
    unidade: 'minutos',
    secao: 'sessao',
    rotulo: 'Encerrar sessão inativa após',
    ajuda: 'Sem nenhum uso por este tempo, a sessão termina e é preciso entrar de novo. Vale já na próxima requisição.',
  },
  {
    chave: 'sessaoMaximaHoras',
    tipo: 'inteiro',
    minimo: 1,
    maximo: 72,
    unidade: 'horas',
    secao: 'sessao',
    rotulo: 'Duração máxima da sessão',
    ajuda: 'Mesmo em uso, a sessão termina este tempo depois da entrada.',
  },
  {
    chave: 'senhaTamanhoMinimo',
    tipo: 'inteiro',
    minimo: 8,
    maximo: 64,
    unidade: 'caracteres',
    secao: 'sessao',
    rotulo: 'Tamanho mínimo da senha',
    ajuda: 'Vale para as próximas trocas e criações de senha; as senhas atuais continuam válidas.',
  },
  {
    chave: 'senhaExigeNumero',
    tipo: 'booleano',
    secao: 'sessao',
    rotulo: 'Exigir pelo menos um número na senha',
    ajuda: 'A nova senha precisa conter um algarismo (0 a 9).',
  },
  {
    chave: 'senhaExigeLetra',
    tipo: 'booleano',
    secao: 'sessao',
    rotulo: 'Exigir pelo menos uma letra na senha',
    ajuda: 'A nova senha precisa conter uma letra.',
  },
  {
    chave: 'tamanhoDePagina',
    tipo: 'inteiro',
    minimo: 10,
    maximo: 100,
    unidade: 'registros',
    secao: 'lista',
    rotulo: 'Registros por página',
    ajuda: 'Quantos registros uma lista traz por página quando a tela não define outro número.',
  },
  {
    chave: 'urlDosTiles',
    tipo: 'url',
    maximo: 500,
    secao: 'lista',
    rotulo: 'Endereço das imagens do mapa',
    ajuda: 'O servidor de mapas (tiles): um endereço https:// com {z}, {x} e {y}; {s} no início do nome do servidor escolhe entre subdomínios.',
  },
];

export const CHAVES_DE_PARAMETRO: readonly ChaveDeParametro[] = CATALOGO_DE_PARAMETROS.map((d) => d.chave);

export function definicaoDoParametro(chave: string): DefinicaoDeParametro | undefined {
  return CATALOGO_DE_PARAMETROS.find((d) => d.chave === chave);
}

export const FUSO_PADRAO = 'America/Sao_Paulo';
export const URL_PADRAO_DOS_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The defaults where the environment says nothing. The server replaces the session limits with
 * SESSION_IDLE_MIN / SESSION_MAX_HOURS and the institution's name with the one it was installed with.
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

export interface EstadoDoParametro<C extends ChaveDeParametro = ChaveDeParametro> {
  valor: ValoresDosParametros[C];
  padrao: ValoresDosParametros[C];
  /** A stored value overrides the default. */
  alterado: boolean;
}

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
