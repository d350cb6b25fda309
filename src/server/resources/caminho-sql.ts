import type { ColunaDoModelo, MapaDoModelo, MapaPorModelo } from './mapa-do-modelo.ts';

// Which column a descriptor's dotted path reads: a column of the model's own table, or a
// column of a referenced record's table reached through its x-ref ('cidade.nome'). Lists,
// searches, sorts and filters of the generic engine are limited to such paths.

export interface CaminhoSql {
  /** The x-ref property whose joined record holds the column; null for the own table. */
  juncao: string | null;
  coluna: ColunaDoModelo;
}

const COLUNA_ID: ColunaDoModelo = {
  propriedade: 'id',
  coluna: 'id',
  tipo: 'integer',
  referencia: null,
  referenciaDaLista: null,
  itensComId: false,
  somenteLeitura: true,
  soNoRegistro: false,
  padrao: undefined,
};

export function colunaDe(mapa: MapaDoModelo, propriedade: string): ColunaDoModelo | undefined {
  return propriedade === 'id' ? COLUNA_ID : mapa.colunas.find((c) => c.propriedade === propriedade);
}

/** A column that holds one plain value (not a json document, not a reference). */
function simples(coluna: ColunaDoModelo | undefined): coluna is ColunaDoModelo {
  return coluna !== undefined && coluna.tipo !== 'jsonb' && coluna.referencia === null;
}

/**
 * The column of `caminho`, or null when the path is not one column. A bare reference
 * ('cidade') stands for its record's first display field (x-exibicao), the text a list shows.
 */
export function resolverCaminhoSql(mapa: MapaDoModelo, caminho: string, mapaDe: MapaPorModelo): CaminhoSql | null {
  const [primeiro = '', segundo, ...resto] = caminho.split('.');
  const propria = colunaDe(mapa, primeiro);
  if (propria === undefined || resto.length > 0) return null;
  if (propria.referencia === null) return segundo === undefined && simples(propria) ? { juncao: null, coluna: propria } : null;
  const alvo = mapaDe(propria.referencia);
  if (alvo === undefined) return null;
  const campo = segundo ?? alvo.modelo['x-exibicao']?.[0] ?? 'id';
  const coluna = colunaDe(alvo, campo);
  return simples(coluna) ? { juncao: primeiro, coluna } : null;
}

/** The column a filter compares: a reference compares its id. */
export function resolverCaminhoDoFiltro(mapa: MapaDoModelo, caminho: string, mapaDe: MapaPorModelo): CaminhoSql | null {
  const propria = caminho.includes('.') ? undefined : colunaDe(mapa, caminho);
  if (propria?.referencia) return { juncao: null, coluna: propria };
  return resolverCaminhoSql(mapa, caminho, mapaDe);
}
