import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// What the database holds now, read from information_schema before the sync plans anything.

export interface ColunaExistente {
  /** information_schema's data_type: 'text', 'integer', 'timestamp with time zone', ... */
  tipo: string;
  /** NOT NULL without a default: an insert must give it a value. */
  obrigatoria: boolean;
}

export interface TabelaExistente {
  colunas: ReadonlyMap<string, ColunaExistente>;
  temLinhas: boolean;
}

export type TabelasExistentes = ReadonlyMap<string, TabelaExistente>;

interface LinhaDeColuna {
  table_name: string;
  column_name: string;
  data_type: string;
  obrigatoria: boolean;
}

/** The tables of the current schema; `temLinhas` is read only for those in `comLinhas`. */
export async function lerTabelas(db: Db, comLinhas: ReadonlySet<string>): Promise<TabelasExistentes> {
  const { rows } = await sql<LinhaDeColuna>`
    SELECT table_name, column_name, data_type, (is_nullable = 'NO' AND column_default IS NULL) AS obrigatoria
    FROM information_schema.columns
    WHERE table_schema = current_schema()`.execute(db);
  const colunas = new Map<string, Map<string, ColunaExistente>>();
  for (const r of rows) {
    const daTabela = colunas.get(r.table_name) ?? new Map<string, ColunaExistente>();
    daTabela.set(r.column_name, { tipo: r.data_type, obrigatoria: r.obrigatoria });
    colunas.set(r.table_name, daTabela);
  }
  const tabelas = new Map<string, TabelaExistente>();
  for (const [nome, daTabela] of colunas) {
    const temLinhas = comLinhas.has(nome) && (await sql<{ ha: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.id(nome)}) AS ha`.execute(db)).rows[0]?.ha === true;
    tabelas.set(nome, { colunas: daTabela, temLinhas });
  }
  return tabelas;
}
