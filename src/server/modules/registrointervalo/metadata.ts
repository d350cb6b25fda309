import type { HorarioDoIntervalo, MetadataDoIntervalo } from '../../../shared/api/registrointervalo.ts';
import type { Db } from '../../db/database.ts';
import { gruposDoMembro, tiposAtivos } from './grupos.ts';
import { janelaAberta, momentoLocal } from './momento.ts';

/** Today's schedules of the user's groups in the unit, by start time, each saying whether it is open now. */
export async function metadataDoIntervalo(db: Db, unidadeId: number, usuarioId: number, agora: Date): Promise<MetadataDoIntervalo> {
  const momento = momentoLocal(agora);
  const grupos = await gruposDoMembro(db, unidadeId, usuarioId);
  const tipos = await tiposAtivos(db, unidadeId, [...new Set(grupos.flatMap((g) => g.tipos))]);
  const horarios = grupos.flatMap((grupo) =>
    grupo.horarios
      .filter((h) => h.diasSemana.includes(momento.diaDaSemana))
      .map(
        (h): HorarioDoIntervalo => ({
          id: h.id,
          grupoId: grupo.id,
          grupo: grupo.descricao,
          inicio: h.inicio,
          fim: h.fim,
          duracaoMaximaMin: h.duracaoMaximaMin,
          aberto: janelaAberta(h, momento),
          tipos: tipos.filter((t) => grupo.tipos.includes(t.id)),
        }),
      ),
  );
  horarios.sort((a, b) => a.inicio.localeCompare(b.inicio) || a.grupo.localeCompare(b.grupo, 'pt-BR') || a.id - b.id);
  return { horarios, agora: agora.toISOString() };
}
