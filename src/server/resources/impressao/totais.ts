import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TotalDoRelatorio } from '../../jobs/relatorios/tabela.ts';
import { expressaoDoResumo } from '../resumos.ts';
import { onde, origemDoQueLe } from '../sql-do-recurso.ts';
import type { ImpressaoDaTela } from './tela.ts';

// A printed list's totals: the figures of its summary bar (lista.resumos) over every record the
// query selects, not only those the report brings; a sum is PostgreSQL's exact numeric, kept as
// its text. A list without resumos totals its records.

const TOTAL = '__total';

export async function totaisDaImpressao(db: Db, imp: ImpressaoDaTela, condicoes: readonly RawBuilder<unknown>[]): Promise<{ totais: TotalDoRelatorio[]; total: number }> {
  const declarados = imp.lista.resumos.flatMap((r) => {
    const doRecurso = imp.recurso.resumos.find((d) => d.nome === r.nome);
    return doRecurso === undefined ? [] : [{ resolvido: r, doRecurso }];
  });
  const expressoes = [sql`count(*)::int AS ${sql.id(TOTAL)}`, ...declarados.map((d) => expressaoDoResumo(imp.recurso, d.doRecurso))];
  const { rows } = await sql<Record<string, number | string>>`SELECT ${sql.join(expressoes)} FROM ${origemDoQueLe(db, imp.recurso, [...expressoes, ...condicoes])} ${onde(condicoes)}`.execute(db);
  const linha = rows[0] ?? {};
  const total = Number(linha[TOTAL] ?? 0);
  if (declarados.length === 0) return { totais: [{ rotulo: 'Registros', tipo: 'numero', valor: total }], total };
  const totais = declarados.map(({ resolvido }): TotalDoRelatorio => {
    const valor = linha[resolvido.nome] ?? 0;
    if (resolvido.soma === null) return { rotulo: resolvido.rotulo, tipo: 'numero', valor: Number(valor) };
    return { rotulo: resolvido.rotulo, tipo: 'decimal', valor: String(valor), casas: resolvido.dinheiro ? 2 : 0 };
  });
  return { totais, total };
}
