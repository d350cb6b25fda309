import type { Intervalo } from '../../../shared/api/registrointervalo.ts';
import type { Db } from '../../db/database.ts';

// A stored break as the calls answer it: with its group's and type's descriptions; instants
// as ISO strings, so the client's timer reads them whatever its own time zone.

/** Whose breaks a call acts on: the session's user, in the session's unit. */
export interface Quem {
  usuarioId: number;
  unidadeId: number;
}

export function consultaDeIntervalos(db: Db) {
  return db
    .selectFrom('intervalo as i')
    .innerJoin('grupo_intervalo as g', 'g.id', 'i.grupo_intervalo_id')
    .leftJoin('tipo_intervalo as t', 't.id', 'i.tipo_intervalo_id')
    .select([
      'i.id',
      'i.estado',
      'i.grupo_intervalo_horario_id',
      'g.descricao as grupo',
      'i.tipo_intervalo_id',
      't.descricao as tipo',
      'i.data',
      'i.liberado_em',
      'i.iniciado_em',
      'i.encerrado_em',
      'i.duracao_s',
      'i.duracao_maxima_min',
      'i.excedido',
    ]);
}

type LinhaDoIntervalo = Awaited<ReturnType<ReturnType<typeof consultaDeIntervalos>['executeTakeFirstOrThrow']>>;

export function intervaloDaLinha(l: LinhaDoIntervalo): Intervalo {
  return {
    id: l.id,
    estado: l.estado,
    grupoIntervaloHorarioId: l.grupo_intervalo_horario_id,
    grupo: l.grupo,
    tipo: l.tipo_intervalo_id === null ? null : { id: l.tipo_intervalo_id, descricao: l.tipo ?? '' },
    data: l.data,
    liberadoEm: l.liberado_em.toISOString(),
    iniciadoEm: l.iniciado_em?.toISOString() ?? null,
    encerradoEm: l.encerrado_em?.toISOString() ?? null,
    duracaoS: l.duracao_s,
    duracaoMaximaMin: l.duracao_maxima_min,
    excedido: l.excedido,
  };
}

/** The user's break of that id (any unit: it is theirs); null when there is none. */
export async function intervaloDoUsuario(db: Db, id: number, usuarioId: number): Promise<Intervalo | null> {
  const linha = await consultaDeIntervalos(db).where('i.id', '=', id).where('i.usuario_id', '=', usuarioId).executeTakeFirst();
  return linha ? intervaloDaLinha(linha) : null;
}

/** The user's break in progress, if any (at most one, by a unique index). */
export async function intervaloEmAndamento(db: Db, usuarioId: number): Promise<Intervalo | null> {
  const linha = await consultaDeIntervalos(db).where('i.usuario_id', '=', usuarioId).where('i.estado', '=', 'EM_ANDAMENTO').executeTakeFirst();
  return linha ? intervaloDaLinha(linha) : null;
}
