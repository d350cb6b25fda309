import { sql, type RawBuilder } from 'kysely';
import type { TipoDeIntervaloResumo } from '../../../shared/api/registrointervalo.ts';
import { isHora } from '../../../shared/validation/index.ts';
import type { Db } from '../../db/database.ts';
import type { HorarioGravado } from './momento.ts';

// The break groups (grupo_intervalo, and their schedules in grupo_intervalo_horario, written by
// the generic engine) as this module reads them. The engine validated every schedule on save;
// reading still checks each one's shape, so a row stored before a rule existed is skipped rather
// than trusted.

export interface GrupoDeIntervalo {
  id: number;
  unidadeId: number;
  descricao: string;
  membros: readonly number[];
  tipos: readonly number[];
  horarios: readonly HorarioGravado[];
}

type Objeto = Record<string, unknown>;

const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const inteiro = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function idsDaLista(valor: unknown): number[] {
  return Array.isArray(valor) ? valor.flatMap((item: unknown) => (ehObjeto(item) && inteiro(item['id']) ? [item['id']] : [])) : [];
}

function horarioGravado(item: unknown): HorarioGravado[] {
  if (!ehObjeto(item)) return [];
  const { id, diasSemana, inicio, fim, duracaoMaximaMin } = item;
  const dias = Array.isArray(diasSemana) ? diasSemana.filter((d: unknown): d is number => inteiro(d) && d >= 0 && d <= 6) : [];
  const valido = inteiro(id) && typeof inicio === 'string' && isHora(inicio) && typeof fim === 'string' && isHora(fim) && inteiro(duracaoMaximaMin);
  return valido && fim > inicio && duracaoMaximaMin > 0 ? [{ id, diasSemana: dias, inicio, fim, duracaoMaximaMin }] : [];
}

interface LinhaDoGrupo {
  id: number;
  unidade_id: number;
  descricao: string;
  membros: unknown;
  tipos: unknown;
  /** The group's schedules as [{id, diasSemana, inicio, fim, duracaoMaximaMin}], in their order. */
  horarios: unknown;
}

function grupoDaLinha(l: LinhaDoGrupo): GrupoDeIntervalo {
  return {
    id: l.id,
    unidadeId: l.unidade_id,
    descricao: l.descricao,
    membros: idsDaLista(l.membros),
    tipos: idsDaLista(l.tipos),
    horarios: Array.isArray(l.horarios) ? l.horarios.flatMap(horarioGravado) : [],
  };
}

const contem = (id: number) => sql`jsonb_build_array(jsonb_build_object('id', ${id}::int))`;

const HORARIOS = sql<unknown>`(
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'diasSemana', h.dias_semana, 'inicio', h.inicio, 'fim', h.fim, 'duracaoMaximaMin', h.duracao_maxima_min)
    ORDER BY h.ordem, h.id), '[]'::jsonb)
  FROM grupo_intervalo_horario AS h WHERE h.grupo_intervalo_id = grupo_intervalo.id
)`.as('horarios');

/** A schedule of the group meeting `condicao` (over the schedule's row, h). */
const temHorario = (condicao: RawBuilder<unknown>) =>
  sql<boolean>`EXISTS (SELECT 1 FROM grupo_intervalo_horario AS h WHERE h.grupo_intervalo_id = grupo_intervalo.id AND ${condicao})`;

function ativos(db: Db) {
  return db.selectFrom('grupo_intervalo').select(['id', 'unidade_id', 'descricao', 'membros', 'tipos', HORARIOS]).where('ativo', '=', true);
}

/** The unit's active groups the user is a member of. */
export async function gruposDoMembro(db: Db, unidadeId: number, usuarioId: number): Promise<GrupoDeIntervalo[]> {
  const linhas = await ativos(db)
    .where('unidade_id', '=', unidadeId)
    .where(sql<boolean>`membros @> ${contem(usuarioId)}`)
    .orderBy('descricao')
    .execute();
  return linhas.map(grupoDaLinha);
}

/** The unit's active group holding the schedule, with that schedule; null when none does. */
export async function grupoDoHorario(
  db: Db,
  unidadeId: number,
  horarioId: number,
): Promise<{ grupo: GrupoDeIntervalo; horario: HorarioGravado } | null> {
  const linha = await ativos(db)
    .where('unidade_id', '=', unidadeId)
    .where(temHorario(sql`h.id = ${horarioId}`))
    .executeTakeFirst();
  const grupo = linha && grupoDaLinha(linha);
  const horario = grupo?.horarios.find((h) => h.id === horarioId);
  return grupo && horario ? { grupo, horario } : null;
}

/** Every unit's active groups with a schedule on that weekday: the announcer's round. */
export async function gruposDoDia(db: Db, diaDaSemana: number): Promise<GrupoDeIntervalo[]> {
  const linhas = await ativos(db).where(temHorario(sql`h.dias_semana @> jsonb_build_array(${diaDaSemana}::int)`)).execute();
  return linhas.map(grupoDaLinha);
}

/** The members who are active users of the group's unit: only they are notified. */
export async function membrosAtivos(db: Db, grupo: GrupoDeIntervalo): Promise<number[]> {
  if (grupo.membros.length === 0) return [];
  const linhas = await db
    .selectFrom('usuario as u')
    .innerJoin('usuario_unidade as uu', 'uu.usuario_id', 'u.id')
    .select('u.id')
    .where('u.id', 'in', [...grupo.membros])
    .where('u.ativo', '=', true)
    .where('uu.unidade_id', '=', grupo.unidadeId)
    .orderBy('u.id')
    .execute();
  return linhas.map((l) => l.id);
}

/** The active types of the given ids in the unit, by description. */
export async function tiposAtivos(db: Db, unidadeId: number, ids: readonly number[]): Promise<TipoDeIntervaloResumo[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tipo_intervalo')
    .select(['id', 'descricao'])
    .where('unidade_id', '=', unidadeId)
    .where('ativo', '=', true)
    .where('id', 'in', [...ids])
    .orderBy('descricao')
    .execute();
}
