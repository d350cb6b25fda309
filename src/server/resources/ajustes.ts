import { sql } from 'kysely';
import type { EstadosDosAjustes } from '../../shared/engine/ajustes.ts';
import type { Model } from '../../shared/engine/types.ts';
import { auditar } from '../auditoria.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import { ajustesEmVigor, estadosDosAjustes, padroesDoModelo, type AjustesLidos } from './estados-dos-ajustes.ts';

// The settings of a screen the engine serves, in the `ajuste` table: the institution's
// (unidade null) or, for an x-unidade model, the session unit's. Each write runs in one
// transaction with its audit row; a write-only value is audited as changed, never as itself.

export interface DonoDosAjustes {
  modelo: Model;
  /** The unit whose settings these are; null for the institution's. */
  unidadeId: number | null;
}

const doDono = (db: Db, dono: DonoDosAjustes) =>
  db
    .selectFrom('ajuste')
    .where('modelo', '=', dono.modelo.$id)
    .where(sql<boolean>`unidade_id IS NOT DISTINCT FROM ${dono.unidadeId}`);

/** The settings in force: the stored ones over the model's defaults. */
export async function lerAjustes(db: Db, dono: DonoDosAjustes): Promise<AjustesLidos> {
  const linhas = await doDono(db, dono).select(['campo', 'valor']).execute();
  return ajustesEmVigor(dono.modelo, padroesDoModelo(dono.modelo), linhas.map((l) => [l.campo, l.valor] as const));
}

export async function estadosGuardados(db: Db, dono: DonoDosAjustes): Promise<EstadosDosAjustes> {
  return estadosDosAjustes(dono.modelo, await lerAjustes(db, dono));
}

const soDeEscrita = (modelo: Model, campo: string): boolean => modelo.properties[campo]?.writeOnly === true;

function auditado(modelo: Model, campo: string, valor: unknown): unknown {
  return soDeEscrita(modelo, campo) ? '(alterado)' : valor;
}

/** Stores the (already checked) values; only those that change what is in force are audited. */
export async function gravarAjustes(db: Db, sessao: SessaoAtiva, dono: DonoDosAjustes, valores: Readonly<Record<string, unknown>>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const antes = await lerAjustes(trx, dono);
    const alteracoes: Record<string, { de: unknown; para: unknown }> = {};
    for (const [campo, valor] of Object.entries(valores)) {
      const json = JSON.stringify(valor);
      await trx
        .insertInto('ajuste')
        .values({ modelo: dono.modelo.$id, unidade_id: dono.unidadeId, campo, valor: json, alterado_por: sessao.usuarioId })
        .onConflict((oc) => oc.constraint('ajuste_chave').doUpdateSet({ valor: json, alterado_em: sql`now()`, alterado_por: sessao.usuarioId }))
        .execute();
      if (soDeEscrita(dono.modelo, campo) || JSON.stringify(antes.valores[campo] ?? null) !== json) {
        alteracoes[campo] = { de: auditado(dono.modelo, campo, antes.valores[campo] ?? null), para: auditado(dono.modelo, campo, valor) };
      }
    }
    if (Object.keys(alteracoes).length > 0) await auditarAjuste(trx, sessao, dono, 'alterar', alteracoes);
  });
}

/** Removes a setting's stored value: its default is in force again. */
export async function restaurarAjuste(db: Db, sessao: SessaoAtiva, dono: DonoDosAjustes, campo: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const antes = await lerAjustes(trx, dono);
    if (!antes.guardados.has(campo)) return;
    await trx
      .deleteFrom('ajuste')
      .where('modelo', '=', dono.modelo.$id)
      .where(sql<boolean>`unidade_id IS NOT DISTINCT FROM ${dono.unidadeId}`)
      .where('campo', '=', campo)
      .execute();
    const de = auditado(dono.modelo, campo, antes.valores[campo]);
    await auditarAjuste(trx, sessao, dono, 'excluir', { [campo]: { de, para: auditado(dono.modelo, campo, antes.padroes[campo] ?? null) } });
  });
}

function auditarAjuste(trx: Db, sessao: SessaoAtiva, dono: DonoDosAjustes, acao: 'alterar' | 'excluir', alteracoes: Record<string, { de: unknown; para: unknown }>) {
  return auditar(trx, {
    usuarioId: sessao.usuarioId,
    unidadeId: sessao.unidadeId,
    entidade: dono.modelo.$id,
    entidadeId: dono.unidadeId ?? 0,
    acao,
    alteracoes,
  });
}
