import type { Descriptor, Rota } from './types.ts';

/**
 * A screen with a list opens its form at '<path>/novo' and '<path>/:id', named
 * '<name>.novo' and '<name>.editar' (DESIGN.md, "Routes and route names"); a descriptor
 * names other routes only where the specification's paths differ (unidades/novo but
 * unidade/:id). A form without a list is the screen itself, at `rota`; one whose records come
 * from elsewhere (semInclusao) has no route for a new one.
 */
export function rotasDoFormulario(descritor: Descriptor): { novo: Rota | null; editar: Rota | null } {
  if (descritor.lista === undefined || descritor.formulario === undefined) return { novo: null, editar: null };
  const { name, path } = descritor.rota;
  const escritas = descritor.formulario.rotas ?? {};
  return {
    novo: descritor.formulario.semInclusao ? null : (escritas.novo ?? { name: `${name}.novo`, path: `${path}/novo` }),
    editar: escritas.editar ?? { name: `${name}.editar`, path: `${path}/:id` },
  };
}

/**
 * A screen that imports (importacao) offers it at '<path>/importacao' and its result at
 * '<path>/importacao/resultado', named '<name>.importacao' and '<name>.importacao.resultado'; a
 * descriptor names other routes only where the specification's paths differ (the people register's
 * /gestaopessoas/importacao).
 */
export function rotasDaImportacao(descritor: Descriptor): { importacao: Rota; resultado: Rota } | null {
  if (descritor.importacao === undefined) return null;
  const { name, path } = descritor.rota;
  const escritas = descritor.importacao.rotas ?? {};
  return {
    importacao: escritas.importacao ?? { name: `${name}.importacao`, path: `${path}/importacao` },
    resultado: escritas.resultado ?? { name: `${name}.importacao.resultado`, path: `${path}/importacao/resultado` },
  };
}

/** Every route of a screen besides its list's, as GET /api/telas lists them. */
export function rotasDoDescritor(descritor: Descriptor): { novo: Rota | null; editar: Rota | null; importacao: Rota | null; resultadoDaImportacao: Rota | null } {
  const importacao = rotasDaImportacao(descritor);
  return { ...rotasDoFormulario(descritor), importacao: importacao?.importacao ?? null, resultadoDaImportacao: importacao?.resultado ?? null };
}
