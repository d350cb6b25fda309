import { sql, type SqlBool } from 'kysely';
import type { Condicao } from '../filtro.ts';

// The people reports walk the unit's people in the list's order (nome_ordenacao, id: the
// pessoa_lista index), with the pipeline of every report (jobs/relatorios/emissao.ts).

export interface ChaveDaPessoa {
  nome: string;
  id: number;
}

/** The keyset condition: people after `depois` in the list's order. */
export const depoisDe = (depois: ChaveDaPessoa | null): Condicao[] =>
  depois === null ? [] : [sql<SqlBool>`(p.nome_ordenacao, p.id) > (${depois.nome}, ${depois.id})`];
