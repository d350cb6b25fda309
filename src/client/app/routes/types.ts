import type { ComponentType } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';

/**
 * Who may open a route and where it renders:
 * - visitante: only without a session (a logged-in user is sent to /); no shell;
 * - publico: anyone; no shell;
 * - sessao: needs a session; no shell;
 * - aplicacao: needs a session; inside the application shell.
 */
export type Acesso = 'visitante' | 'publico' | 'sessao' | 'aplicacao';

export interface Permissao {
  tags: readonly string[];
  any?: boolean;
}

/** A screen reachable by path and by its dotted name. */
export interface Pagina {
  name: string;
  path: string;
  titulo: string;
  page: ComponentType;
  permissao?: Permissao;
}

export interface RotaPagina extends Pagina {
  acesso: Acesso;
  /** The route is the entry of its family in the module menu. */
  menu?: { rotulo: string; icone: FluentIcon };
}

/** A section root: opening it selects the first tab the user may see. */
export interface RotaSecao {
  name: string;
  path: string;
  titulo: string;
  acesso: Acesso;
  abas: readonly Pagina[];
}

export type Rota = RotaPagina | RotaSecao;

/** Routes whose code ships in one chunk (the specification's route families). */
export interface FamiliaDeRotas {
  nome: string;
  rotas: readonly Rota[];
}
