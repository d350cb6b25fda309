import { sql, type RawBuilder } from 'kysely';
import { TAG_ADMINISTRADOR } from '../../shared/permissions/catalogue.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import { errosDeFormulario, semPermissao } from '../http/erros.ts';
import { COLUNA_UNIDADE } from './mapa-do-modelo.ts';
import type { ConsultaDaLista } from './parametros-da-lista.ts';
import type { Recurso } from './recurso.ts';
import { daUnidade, TABELA } from './sql-do-recurso.ts';

// Which units a list's query reads (its page, its resumos and its print alike): the session's,
// or with unidades=todas every unit's, which only a list that offers it (lista.todasAsUnidades)
// answers, and only to the administrator. Asked anywhere else it is refused, never ignored.

export const TODAS_AS_UNIDADES = 'todas';

/** The query parameter's schema: one value, on every resource, so that a list without it can refuse it. */
export const ESQUEMA_DAS_UNIDADES = { type: 'string', enum: [TODAS_AS_UNIDADES] } as const;

export const MENSAGEM_SEM_TODAS_AS_UNIDADES = 'Esta lista não mostra todas as unidades.';

export const pedeTodasAsUnidades = (consulta: ConsultaDaLista): boolean => consulta['unidades'] === TODAS_AS_UNIDADES;

/** A query for every unit: 422 where the list does not offer it, 403 to whoever is not the administrator. */
export function exigirTodasAsUnidades(recurso: Recurso, sessao: Pick<SessaoAtiva, 'tags'>, consulta: ConsultaDaLista): void {
  if (!pedeTodasAsUnidades(consulta)) return;
  if (recurso.descritor.lista?.todasAsUnidades !== true || !recurso.mapa.porUnidade) {
    throw errosDeFormulario([{ field: 'unidades', message: MENSAGEM_SEM_TODAS_AS_UNIDADES }]);
  }
  if (!sessao.tags.has(TAG_ADMINISTRADOR)) throw semPermissao();
}

/** The unit condition of a query already judged by exigirTodasAsUnidades. */
export function condicoesDaUnidade(recurso: Recurso, unidadeId: number | null, consulta: ConsultaDaLista): RawBuilder<unknown>[] {
  return pedeTodasAsUnidades(consulta) ? [] : daUnidade(recurso, unidadeId);
}

/** Each record's unit as {id, nome}: the Unidade column of a list of every unit. */
export const unidadeDoRegistro = (): RawBuilder<unknown> =>
  sql`(SELECT json_build_object('id', u_registro.id, 'nome', u_registro.nome) FROM unidade AS u_registro WHERE u_registro.id = ${sql.id(TABELA, COLUNA_UNIDADE)}) AS unidade`;
