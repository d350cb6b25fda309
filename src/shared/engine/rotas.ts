import type { Descriptor, Rota } from './types.ts';

/**
 * A screen with a list opens its form at '<path>/novo' and '<path>/:id', named
 * '<name>.novo' and '<name>.editar' (DESIGN.md, "Routes and route names"); a descriptor
 * names other routes only where the specification's paths differ (unidades/novo but
 * unidade/:id). A form without a list is the screen itself, at `rota`.
 */
export function rotasDoFormulario(descritor: Descriptor): { novo: Rota | null; editar: Rota | null } {
  if (descritor.lista === undefined || descritor.formulario === undefined) return { novo: null, editar: null };
  const { name, path } = descritor.rota;
  const escritas = descritor.formulario.rotas ?? {};
  return {
    novo: escritas.novo ?? { name: `${name}.novo`, path: `${path}/novo` },
    editar: escritas.editar ?? { name: `${name}.editar`, path: `${path}/:id` },
  };
}

/**
 * Where a screen's import opens (the list's Importação entry): '<path>/importacao', named
 * '<name>.importacao'; none without tags.importar.
 */
export function rotaDaImportacao(descritor: Pick<Descriptor, 'rota' | 'tags'>): Rota | null {
  if (descritor.tags.importar === undefined) return null;
  return { name: `${descritor.rota.name}.importacao`, path: `${descritor.rota.path}/importacao` };
}
