import type { Descriptor, FieldConfig, Model, Rota, TagsDaTela } from '../../../shared/engine/types.ts';

// The server's replies that feed the engine (the generic resource backend, src/server/resources).

/** One screen of GET /api/telas: those the user may see. */
export interface TelaDoCatalogo {
  name: string;
  path: string;
  titulo: string;
  /** The route family (the path's first segment): gestaopessoas, configuracoes, ... */
  familia: string;
  tags: TagsDaTela;
  /**
   * The form's routes: the descriptor's formulario.rotas, or <path>/novo and <path>/:id (null
   * without a list or a form); the import's, <path>/importacao and its /resultado (null without one).
   */
  rotas: { novo: Rota | null; editar: Rota | null; importacao: Rota | null; resultadoDaImportacao: Rota | null };
  /** A settings screen (descriptor configuracao): its one record's form at its path. False or absent: a record screen. */
  configuracao?: boolean;
  /** The descriptor's `ordem` (the catalogue comes sorted by it); null or absent: after the ordered. */
  ordem?: number | null;
}

/** GET /api/telas/:name */
export interface ConteudoDaTela {
  descritor: Descriptor;
  modelo: Model;
  /** The models the screen's references (x-ref) point at, by name. */
  modelosReferenciados: Readonly<Record<string, Model>>;
}

/** GET /api/configuracoesCamposFomularios/config: the configuration of each form, by the descriptor's rota.name. */
export type ConfiguracaoDosFormularios = Readonly<Record<string, FieldConfig>>;

/** GET {recurso}/metadatalist */
export interface MetadadosDaLista {
  params?: unknown;
  camposPesquisados?: readonly string[];
}

export const TELAS_URL = '/api/telas';
export const CONFIGURACAO_CAMPOS_URL = '/api/configuracoesCamposFomularios/config';
export const FORMULARIOS_CONFIGURAVEIS_URL = '/api/configuracoesCamposFomularios/formularios';

export const urlDaTela = (name: string): string => `${TELAS_URL}/${encodeURIComponent(name)}`;
export const urlDoRegistro = (recurso: string, id: string | number): string => `${recurso}/${encodeURIComponent(String(id))}`;
export const urlDosMetadados = (recurso: string): string => `${recurso}/metadatalist`;
/** A declared action on one record (a row, the form) or, without id, on the list's selection. */
export const urlDaAcao = (recurso: string, nome: string, id?: string | number): string =>
  id === undefined ? `${recurso}/${nome}` : `${recurso}/${encodeURIComponent(String(id))}/${nome}`;
