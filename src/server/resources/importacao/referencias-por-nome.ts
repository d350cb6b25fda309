import { sql } from 'kysely';
import { MENSAGENS_DA_IMPORTACAO } from '../../../shared/api/importacao.ts';
import type { Db } from '../../db/database.ts';
import { COLUNA_UNIDADE, type MapaDoModelo } from '../mapa-do-modelo.ts';

// A reference written in a cell by name: the record of the referenced model whose first display
// field (x-exibicao) reads the same, without accents, case or surrounding spaces, in the unit when
// that model is per unit. One query for all the distinct names of a set of rows.

export type Achado = { id: number } | { erro: string };

export async function referenciasPorNome(db: Db, alvo: MapaDoModelo, nomes: readonly string[], unidadeId: number): Promise<Map<string, Achado>> {
  const exibicao = alvo.modelo['x-exibicao']?.[0];
  const coluna = alvo.colunas.find((c) => c.propriedade === exibicao)?.coluna;
  // check:screens refuses a reference whose model has no display field of its own.
  if (coluna === undefined) throw new Error(`O modelo '${alvo.modelo.$id}' não tem um campo de exibição na tabela.`);
  const distintos = [...new Set(nomes)];
  const daUnidade = alvo.porUnidade ? sql`AND t.${sql.id(COLUNA_UNIDADE)} = ${unidadeId}` : sql``;
  const { rows } =
    distintos.length === 0
      ? { rows: [] }
      : await sql<{ nome: string; id: number }>`
          SELECT x.nome, t.id FROM unnest(${distintos}::text[]) AS x(nome)
          JOIN ${sql.id(alvo.tabela)} AS t ON lower(f_unaccent(btrim(t.${sql.id(coluna)}::text))) = lower(f_unaccent(btrim(x.nome))) ${daUnidade}`.execute(db);
  const ids = new Map<string, number[]>();
  for (const r of rows) ids.set(r.nome, [...(ids.get(r.nome) ?? []), r.id]);
  return new Map(
    distintos.map((nome): [string, Achado] => {
      const [unico, outro] = ids.get(nome) ?? [];
      if (unico === undefined) return [nome, { erro: MENSAGENS_DA_IMPORTACAO.semReferencia }];
      return [nome, outro === undefined ? { id: unico } : { erro: MENSAGENS_DA_IMPORTACAO.referenciaAmbigua }];
    }),
  );
}
