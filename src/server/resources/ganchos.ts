import type { RawBuilder } from 'kysely';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';

// The server hooks of a model: what a module adds to the generic resource of its entity,
// registered by name from the module's own folder (src/server/modules/<familia>/ganchos.ts)
// before the resources are installed. The generic resource calls them; modules never reach
// into its internals. This branch holds `filtrar` (lists: parameter-only filters); the save
// and action hooks join the same interface.

export interface ContextoDoGancho {
  /** The transaction of a write, or the database of a read. */
  trx: Db;
  sessao: Pick<SessaoAtiva, 'usuarioId' | 'unidadeId'>;
  /** The generic resource calling: its URL and its model's name. */
  recurso: { url: string; modelo: string };
}

/** A read's context, with the SQL of the model's fields as the list's query names them. */
export interface ContextoDoFiltro extends ContextoDoGancho {
  /** The column of a model field ('usuario' is its id, 'data' itself), for a condition of the hook's own. */
  coluna(campo: string): RawBuilder<unknown>;
}

export interface GanchosDoModelo {
  /**
   * The extra WHERE conditions (ANDed) of the list's parameter-only filters (descriptor filter
   * fields without `campo`), given the values sent, typed by their widgets; the list's page and
   * its resumos both apply them. A value left empty is absent from `parametros`.
   */
  filtrar?(ctx: ContextoDoFiltro, parametros: Readonly<Record<string, unknown>>): readonly RawBuilder<unknown>[];
}

const registrados = new Map<string, GanchosDoModelo>();

/** Registers (or replaces) the hooks of a model. */
export function registrarGanchos(modelo: string, ganchos: GanchosDoModelo): void {
  registrados.set(modelo, ganchos);
}

/** The hooks of a model; none registered is no hook at all. */
export function ganchosDe(modelo: string): GanchosDoModelo {
  return registrados.get(modelo) ?? {};
}
