import type { ColunaDoModelo, MapaDoModelo, MapaPorModelo } from './mapa-do-modelo.ts';

// Where a model's rows are read from: its table (or view) with the references it joins to
// read their display fields. A resource has one, and so has each of its child tables.

/** A referenced record's table, LEFT JOINed to read its display fields. */
export interface Juncao {
  propriedade: string;
  coluna: string;
  alias: string;
  tabela: string;
  exibicao: readonly ColunaDoModelo[];
}

/** A list of references (jsonb [{id}]) read as [{id, <display fields>}] from the referenced table. */
export interface ListaDeReferencias {
  propriedade: string;
  coluna: string;
  alias: string;
  tabela: string;
  exibicao: readonly ColunaDoModelo[];
}

export interface Fonte {
  mapa: MapaDoModelo;
  juncoes: readonly Juncao[];
  listasDeReferencias: readonly ListaDeReferencias[];
}

export function fonteDe(mapa: MapaDoModelo, mapaDe: MapaPorModelo): Fonte {
  return { mapa, juncoes: juncoesDe(mapa, mapaDe), listasDeReferencias: listasDeReferenciasDe(mapa, mapaDe) };
}

function exibicaoDe(alvo: MapaDoModelo): ColunaDoModelo[] {
  return (alvo.modelo['x-exibicao'] ?? []).flatMap((campo) => alvo.colunas.filter((a) => a.propriedade === campo));
}

function juncoesDe(mapa: MapaDoModelo, mapaDe: MapaPorModelo): Juncao[] {
  return mapa.colunas.flatMap((c, i) => {
    const alvo = c.referencia === null ? undefined : mapaDe(c.referencia);
    if (alvo === undefined) return [];
    return [{ propriedade: c.propriedade, coluna: c.coluna, alias: `j${i}`, tabela: alvo.tabela, exibicao: exibicaoDe(alvo) }];
  });
}

function listasDeReferenciasDe(mapa: MapaDoModelo, mapaDe: MapaPorModelo): ListaDeReferencias[] {
  return mapa.colunas.flatMap((c, i) => {
    const alvo = c.referenciaDaLista === null ? undefined : mapaDe(c.referenciaDaLista);
    if (alvo === undefined) return [];
    return [{ propriedade: c.propriedade, coluna: c.coluna, alias: `l${i}`, tabela: alvo.tabela, exibicao: exibicaoDe(alvo) }];
  });
}
