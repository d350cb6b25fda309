import type { Descriptor, Model, ModelProperty } from '../../shared/engine/types.ts';
import type { CatalogoDeTelas } from './catalogo-de-telas.ts';

// Which models a screen reads besides its own: what its fields and filter refer to.

function referenciasDaPropriedade(p: ModelProperty): string[] {
  return [
    ...(p['x-ref'] === undefined ? [] : [p['x-ref']]),
    ...Object.values(p.properties ?? {}).flatMap(referenciasDaPropriedade),
    ...(p.items === undefined ? [] : referenciasDaPropriedade(p.items)),
  ];
}

const referenciasDoModelo = (modelo: Model): string[] => [...Object.values(modelo.properties), ...Object.values(modelo.$defs ?? {})].flatMap(referenciasDaPropriedade);

/**
 * The models an autocomplete of the screen searches: the model's x-refs and the filter's
 * referencias; and the models of its actions' forms (the client renders their fields) with theirs.
 */
export function referenciados(descritor: Descriptor, modelo: Model, modelos: Readonly<Record<string, Model>> = {}): Set<string> {
  const doFiltro = (descritor.filtro?.campos ?? []).flatMap((c) => (typeof c === 'string' || c.referencia === undefined ? [] : [c.referencia]));
  const dasAcoes = (descritor.acoes ?? []).flatMap(({ formulario }) => {
    const doFormulario = formulario === undefined || !Object.hasOwn(modelos, formulario.modelo) ? undefined : modelos[formulario.modelo];
    return doFormulario === undefined ? [] : [doFormulario.$id, ...referenciasDoModelo(doFormulario)];
  });
  return new Set([...referenciasDoModelo(modelo), ...doFiltro, ...dasAcoes]);
}

/**
 * By model: the visualizar tags of the screens that refer to it. Whoever may open such a screen
 * needs to list the model's records to choose among them (a person's situação, the type of an
 * attachment), without the right to the screen that manages them.
 */
export function telasQueConsultam(catalogo: CatalogoDeTelas): ReadonlyMap<string, readonly string[]> {
  const porModelo = new Map<string, string[]>();
  for (const { descritor } of catalogo.telas) {
    const modelo = catalogo.modelos[descritor.modelo];
    if (modelo === undefined) continue;
    for (const nome of referenciados(descritor, modelo)) porModelo.set(nome, [...(porModelo.get(nome) ?? []), descritor.tags.visualizar]);
  }
  return porModelo;
}
