import { sql, type ExpressionBuilder } from 'kysely';
import type { ResumoDosIntervalos } from '../../../shared/api/registrointervalo.ts';
import type { Database, IntervaloTable } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import { respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { consultaDeIntervalos, intervaloDaLinha, type Quem } from './intervalos.ts';
import type { Periodo } from './periodo.ts';

function doUsuarioNoPeriodo(quem: Quem, periodo: Periodo) {
  return (eb: ExpressionBuilder<Database & { i: IntervaloTable }, 'i'>) =>
    eb.and([
      eb('i.usuario_id', '=', quem.usuarioId),
      eb('i.unidade_id', '=', quem.unidadeId),
      eb('i.data', '>=', periodo.dataInicial),
      eb('i.data', '<=', periodo.dataFinal),
    ]);
}

/** The user's breaks of the unit in the period, newest first, a page of them, with the whole period's totals. */
export async function resumoDosIntervalos(db: Db, quem: Quem, periodo: Periodo, p: Paginacao): Promise<ResumoDosIntervalos> {
  const filtro = doUsuarioNoPeriodo(quem, periodo);
  const [linhas, totais] = await Promise.all([
    consultaDeIntervalos(db)
      .where(filtro)
      .orderBy('i.data', 'desc')
      .orderBy('i.liberado_em', 'desc')
      .orderBy('i.id', 'desc')
      .limit(p.rpp + 1)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom('intervalo as i')
      .select([
        sql<number>`count(*)::int`.as('quantidade'),
        sql<number>`coalesce(sum(i.duracao_s), 0)::int`.as('duracaoTotalS'),
        sql<number>`(count(*) FILTER (WHERE i.excedido))::int`.as('excedidos'),
      ])
      .where(filtro)
      .executeTakeFirstOrThrow(),
  ]);
  return { ...respostaPaginada(linhas.map(intervaloDaLinha), totais.quantidade, p), totais };
}
