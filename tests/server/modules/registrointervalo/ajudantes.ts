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

/** A group stored as the engine stores it: its schedules are its child rows, with ids from the table, in order. */
export async function criarGrupo(
  db: Db,
  g: { unidadeId: number; descricao: string; membros: number[]; tipos: number[]; horarios: HorarioNovo[]; ativo?: boolean },
): Promise<{ id: number; horarios: number[] }> {
  const { id } = await db
    .insertInto('grupo_intervalo')
    .values({
      unidade_id: g.unidadeId,
      descricao: g.descricao,
      ativo: g.ativo ?? true,
      membros: JSON.stringify(g.membros.map((m) => ({ id: m }))),
      tipos: JSON.stringify(g.tipos.map((t) => ({ id: t }))),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const horarios: number[] = [];
  for (const [ordem, h] of g.horarios.entries()) {
    const linha = await db
      .insertInto('grupo_intervalo_horario')
      .values({ grupo_intervalo_id: id, unidade_id: g.unidadeId, ordem, dias_semana: JSON.stringify(h.diasSemana), inicio: h.inicio, fim: h.fim, duracao_maxima_min: h.duracaoMaximaMin })
      .returning('id')
      .executeTakeFirstOrThrow();
    horarios.push(linha.id);
  }
  return { id, horarios };
}
