import type { RawBuilder } from 'kysely';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import type { ContextoDoDestino, DestinoDaImportacao } from './importacao/destino.ts';

// The hooks a module registers for its model, from its own folder (src/server/modules/<família>/),
// where data cannot say what the model needs; the generic engine calls them and modules never
// reach into its internals. The save and action hooks join the same interface.

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
  /** How the import stores the records of a model a module keeps (x-modulo): the people register's. */
  importacao?(contexto: ContextoDoDestino): DestinoDaImportacao;
}

const registrados = new Map<string, GanchosDoModelo>();

/** Registering again (another app in the same process) replaces the same hooks. */
export function registrarGanchos(modelo: string, ganchos: GanchosDoModelo): void {
  registrados.set(modelo, { ...registrados.get(modelo), ...ganchos });
}

/** The hooks of a model; none registered is no hook at all. */
export function ganchosDe(modelo: string): GanchosDoModelo {
  return registrados.get(modelo) ?? {};
}
