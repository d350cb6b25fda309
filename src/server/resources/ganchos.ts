import type { ContextoDoDestino, DestinoDaImportacao } from './importacao/destino.ts';

// The hooks a module registers for its model, from its own folder (src/server/modules/<família>/),
// where data cannot say what the model needs; the generic engine calls them and modules never
// reach into its internals.

export interface GanchosDoModelo {
  /** How the import stores the records of a model a module keeps (x-modulo): the people register's. */
  importacao?(contexto: ContextoDoDestino): DestinoDaImportacao;
}

const registrados = new Map<string, GanchosDoModelo>();

/** Registering again (another app in the same process) replaces the same hooks. */
export function registrarGanchos(modelo: string, ganchos: GanchosDoModelo): void {
  registrados.set(modelo, { ...registrados.get(modelo), ...ganchos });
}

export function ganchosDe(modelo: string): GanchosDoModelo {
  return registrados.get(modelo) ?? {};
}
