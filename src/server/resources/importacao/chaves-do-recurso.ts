import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { COLUNA_UNIDADE, type ColunaDoModelo } from '../mapa-do-modelo.ts';
import type { Recurso } from '../recurso.ts';
import type { Cadastrado } from './destino.ts';

// The keys of a record the engine stores, as text: '<entry>:<its values as JSON>', each value as
// its column stores it and the comparison sees it (a text without accents, case or repeated
// spaces; a number as digits; a date as YYYY-MM-DD), so 'Contador' and ' contador ' are one key.
// The same comparison in SQL finds the records holding them (in the unit, for a per-unit model),
// active or not.

function normal(valor: unknown): string | null {
  if (typeof valor === 'number') return String(valor);
  if (typeof valor !== 'string') return null;
  const texto = valor.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
  return texto === '' ? null : texto;
}

/** The keys of a record, each field read by `valorDe` (its column's value). */
export function chavesDoRegistro(entradas: readonly (readonly string[])[], valorDe: (campo: string) => unknown): string[] {
  return entradas.flatMap((campos, i) => {
    const valores = campos.map((campo) => normal(valorDe(campo)));
    return valores.some((v) => v === null) ? [] : [`${i}:${JSON.stringify(valores)}`];
  });
}

/** The entry of a key and its values. */
export function lerChave(chave: string): { entrada: number; valores: string[] } {
  const separador = chave.indexOf(':');
  return { entrada: Number(chave.slice(0, separador)), valores: JSON.parse(chave.slice(separador + 1)) as string[] };
}

function comparavel(coluna: ColunaDoModelo): RawBuilder<unknown> {
  const ref = sql.ref(`t.${coluna.coluna}`);
  return coluna.tipo === 'text' ? sql`lower(f_unaccent(regexp_replace(btrim(${ref}), '\\s+', ' ', 'g')))` : sql`${ref}::text`;
}

export async function registrosComChaves(db: Db, recurso: Recurso, entradas: readonly (readonly string[])[], chaves: readonly string[], unidadeId: number): Promise<Map<string, Cadastrado>> {
  const achados = new Map<string, Cadastrado>();
  const porEntrada = new Map<number, string[]>();
  for (const chave of new Set(chaves)) {
    const { entrada } = lerChave(chave);
    porEntrada.set(entrada, [...(porEntrada.get(entrada) ?? []), chave]);
  }
  for (const [entrada, pedidas] of porEntrada) {
    const colunas = (entradas[entrada] ?? []).map((campo): ColunaDoModelo => {
      const coluna = recurso.mapa.colunas.find((c) => c.propriedade === campo);
      // check:screens refuses a key field that is no column of the record.
      if (coluna === undefined) throw new Error(`Chave '${campo}' sem coluna em ${recurso.arquivo}.`);
      return coluna;
    });
    const valores = pedidas.map((chave) => lerChave(chave).valores);
    const listas = colunas.map((_, j) => sql`${valores.map((v) => v[j] ?? '')}::text[]`);
    const nomes = colunas.map((_, j) => sql.id(`v${j}`));
    const iguais = colunas.map((c, j) => sql`${comparavel(c)} = x.${sql.id(`v${j}`)}`);
    const daUnidade = recurso.mapa.porUnidade ? [sql`t.${sql.id(COLUNA_UNIDADE)} = ${unidadeId}`] : [];
    const { rows } = await sql<{ n: string; id: number }>`
      SELECT x.n, t.id FROM unnest(${sql.join(listas)}) WITH ORDINALITY AS x(${sql.join(nomes)}, n)
      JOIN ${sql.id(recurso.mapa.tabela)} AS t ON ${sql.join([...iguais, ...daUnidade], sql` AND `)}
      ORDER BY t.id`.execute(db);
    for (const r of rows) {
      const chave = pedidas[Number(r.n) - 1];
      if (chave !== undefined && !achados.has(chave)) achados.set(chave, { id: r.id, codigo: null });
    }
  }
  return achados;
}
