import type { Db } from '../db/database.ts';

const TODOS_OS_DIAS = [0, 1, 2, 3, 4, 5, 6];

/**
 * The demo's break configuration in one unit: the types Almoço, Café and Descanso and the group
 * "Equipe Sede" whose window is open all day, every day (00:00–23:59, 15 minutes at most), so the
 * interval flow can be tried at any hour.
 */
export async function semearIntervalos(db: Db, unidadeId: number, membros: readonly number[]): Promise<void> {
  const tipos = await db
    .insertInto('tipo_intervalo')
    .values(['Almoço', 'Café', 'Descanso'].map((descricao) => ({ unidade_id: unidadeId, descricao })))
    .returning('id')
    .execute();
  const grupo = await db
    .insertInto('grupo_intervalo')
    .values({
      unidade_id: unidadeId,
      descricao: 'Equipe Sede',
      membros: JSON.stringify(membros.map((id) => ({ id }))),
      tipos: JSON.stringify(tipos.map(({ id }) => ({ id }))),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('grupo_intervalo_horario')
    .values({ grupo_intervalo_id: grupo.id, unidade_id: unidadeId, dias_semana: JSON.stringify(TODOS_OS_DIAS), inicio: '00:00', fim: '23:59', duracao_maxima_min: 15 })
    .execute();
}
