/**
 * Who may open a route and where it renders:
 * - visitante: only without a session (a logged-in user is sent to /); no shell;
 * - publico: anyone; no shell;
 * - sessao: needs a session; no shell;
 * - aplicacao: needs a session; inside the application shell.
 */
export type Acesso = 'visitante' | 'publico' | 'sessao' | 'aplicacao';

export interface Permissao {
  readonly tags: readonly string[];
  readonly any?: boolean;
}

/** A tab of a section: its page renders under the section's title and tabs. */
export interface Aba {
  readonly name: string;
  readonly path: string;
  /** A pt-BR key of the catalogue, shown through traduzir. */
  readonly titulo: string;
  readonly permissao?: Permissao;
}

interface RotaComum {
  readonly name: string;
  readonly path: string;
  /** The document's title, a pt-BR key of the catalogue. */
  readonly titulo: string;
  /** The page's name in its family's navigation, where shorter than its title. */
  readonly rotulo?: string;
  /**
   * Its place among the family's engine screens, on the scale of their descriptors' `ordem`
   * (a section stands at its lowest screen's): one order for both. Without it, the route keeps
   * its file's place, and the screens stand after `telasApos`.
   */
  readonly ordem?: number;
  readonly acesso: Acesso;
  /**
   * The route that opens this one (a form from its list's button or row, a result from its
   * import). Without it, the route is one of its family's pages: a tab of the family's
   * navigation, and the module menu's entry when it is the first the user may see.
   */
  readonly origem?: string;
}

export interface RotaPagina extends RotaComum {
  readonly permissao?: Permissao;
  /** The family's index: it lists the family's pages itself, so it is no tab of the family's navigation. */
  readonly indice?: true;
  /**
   * A tab of the section of the engine's screens its path's parent names (/mobilizacao/remessa/retorno
   * in /mobilizacao/remessa), at its `ordem` among the screens' tabs; no page of the family by
   * itself while that section exists.
   */
  readonly emSecao?: true;
}

/** A section root: opening it selects the first tab the user may see. */
export interface RotaSecao extends RotaComum {
  readonly abas: readonly Aba[];
}

export type Rota = RotaPagina | RotaSecao;

/** One typed file per family (familias/): its routes, pure data; their pages are in paginas.ts. */
export interface FamiliaDeRotas {
  /** The first segment of the family's paths in the shell (gestaopessoas), or a name for those outside it. */
  readonly nome: string;
  readonly rotas: readonly Rota[];
  /**
   * Where the engine's screens of the family (with the routes that have an `ordem`) stand among
   * its other routes: after this one (the first of them, if absent; before them all if none).
   */
  readonly telasApos?: string;
}
