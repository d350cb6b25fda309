import { sql } from 'kysely';
import type { Db } from '../../../../src/server/db/database.ts';
import { dayjs, fusoHorario } from '../../../../src/shared/format/dayjs.ts';

// Helpers of the break-interval tests (not a test file itself).

/** An instant given as the institution's wall clock ('YYYY-MM-DD', 'HH:mm:ss'). */
export const em = (data: string, hora: string): Date => dayjs.tz(`${data}T${hora}`, fusoHorario()).toDate();

/**
 * A test day three days from today (its weekday is never today's), so pg-boss's real minute
 * tick, which reads the app's clock too, only ever announces what a test sets up for that day.
 */
export function diaDeTeste(adiante = 3): { data: string; diaDaSemana: number } {
  const dia = dayjs().tz(fusoHorario()).add(adiante, 'day');
  return { data: dia.format('YYYY-MM-DD'), diaDaSemana: dia.day() };
}

/** A clock the app reads and the test moves. */
export function relogio(inicio: Date): { agora: () => Date; ir(para: Date): void; avancar(segundos: number): void } {
  let atual = inicio;
  return {
    agora: () => atual,
    ir: (para) => (atual = para),
    avancar: (segundos) => (atual = new Date(atual.getTime() + segundos * 1000)),
  };
}

export async function criarTipo(db: Db, unidadeId: number, descricao: string, ativo = true): Promise<number> {
  const { id } = await db.insertInto('tipo_intervalo').values({ unidade_id: unidadeId, descricao, ativo }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface HorarioNovo {
  diasSemana: number[];
  inicio: string;
  fim: string;
  duracaoMaximaMin: number;
}

/** A group stored as the engine stores it; its schedules get ids from the engine's sequence, in order. */
export async function criarGrupo(
  db: Db,
  g: { unidadeId: number; descricao: string; membros: number[]; tipos: number[]; horarios: HorarioNovo[]; ativo?: boolean },
): Promise<{ id: number; horarios: number[] }> {
  const horarios = [];
  for (const h of g.horarios) {
    const { rows } = await sql<{ id: number }>`SELECT nextval('item_de_lista_id_seq')::int AS id`.execute(db);
    horarios.push({ id: rows[0]?.id ?? 0, ...h });
  }
  const { id } = await db
    .insertInto('grupo_intervalo')
    .values({
      unidade_id: g.unidadeId,
      descricao: g.descricao,
      ativo: g.ativo ?? true,
      membros: JSON.stringify(g.membros.map((m) => ({ id: m }))),
      tipos: JSON.stringify(g.tipos.map((t) => ({ id: t }))),
      horarios: JSON.stringify(horarios),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, horarios: horarios.map((h) => h.id) };
}
