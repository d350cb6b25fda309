import { sql } from 'kysely';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import type { DbDeTarefas } from '../../../jobs/tabelas.ts';

// The lines under a finance report's title: the unit, the period, the filters chosen (by name)
// and when it was issued, so a printed page says what it covers.

export interface FiltrosNomeados {
  inicio: DataISO;
  fim: DataISO;
  conta: number | null;
  centroCusto: number | null;
  categoria: number | null;
}

interface Nomes {
  unidade: string | null;
  conta: string | null;
  centro: string | null;
  categoria: string | null;
}

export async function subtitulosDoRelatorio(db: DbDeTarefas, unidadeId: number, f: FiltrosNomeados, agora: Date, extras: readonly (string | null)[] = []): Promise<string[]> {
  const { rows } = await sql<Nomes>`SELECT
    (SELECT nome FROM unidade WHERE id = ${unidadeId}) AS unidade,
    (SELECT descricao FROM conta WHERE id = ${f.conta}) AS conta,
    (SELECT descricao FROM centro_custo WHERE id = ${f.centroCusto}) AS centro,
    (SELECT descricao FROM categoria WHERE id = ${f.categoria}) AS categoria`.execute(db);
  const nomes = rows[0];
  const filtros = [
    nomes?.conta ? `Conta: ${nomes.conta}` : null,
    nomes?.centro ? `Centro de custo: ${nomes.centro}` : null,
    nomes?.categoria ? `Categoria: ${nomes.categoria}` : null,
    ...extras,
  ].filter((l): l is string => l !== null);
  return [
    `Unidade: ${nomes?.unidade ?? ''}`,
    `Período: ${formatDate(f.inicio)} a ${formatDate(f.fim)}`,
    ...(filtros.length > 0 ? [filtros.join(' · ')] : []),
    `Emitido em ${formatDateTime(agora)}`,
  ];
}
