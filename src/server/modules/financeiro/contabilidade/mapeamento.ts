import { sql, type RawBuilder } from 'kysely';
import type { Mapeamento } from '../../../../shared/contabilidade/partidas.ts';
import type { Db } from '../../../db/database.ts';

// What the double entries of the finance events read: each bank account's, category's and tax's
// ledger account and the parameters' interest and discount accounts, as partidasDe takes them.
// Ledger accounts travel as their ids written as text (the rules treat them as opaque names), and
// so do cost centres.

export interface ParametrosContabeis {
  resultado: number | null;
  patrimonio: number | null;
  pendente: number | null;
  jurosRecebidos: number | null;
  jurosPagos: number | null;
  descontosConcedidos: number | null;
}

export async function lerParametros(db: Db): Promise<ParametrosContabeis> {
  const { rows } = await sql<ParametrosContabeis>`
    SELECT conta_resultado_id AS resultado, conta_patrimonio_id AS patrimonio, conta_pendente_id AS pendente,
      conta_juros_recebidos_id AS "jurosRecebidos", conta_juros_pagos_id AS "jurosPagos", conta_descontos_concedidos_id AS "descontosConcedidos"
    FROM parametro_contabil WHERE id = 1`.execute(db);
  return rows[0] ?? { resultado: null, patrimonio: null, pendente: null, jurosRecebidos: null, jurosPagos: null, descontosConcedidos: null };
}

const comoTexto = (id: number | null): string | null => (id === null ? null : String(id));

async function pares<K>(db: Db, consulta: RawBuilder<{ chave: K; conta: number }>): Promise<Map<K, string>> {
  const { rows } = await consulta.execute(db);
  return new Map(rows.map((r) => [r.chave, String(r.conta)]));
}

export async function lerMapeamento(db: Db, parametros: ParametrosContabeis): Promise<Mapeamento> {
  return {
    contasBancarias: await pares(db, sql<{ chave: number; conta: number }>`SELECT id AS chave, conta_contabil_id AS conta FROM conta WHERE conta_contabil_id IS NOT NULL`),
    categorias: await pares(db, sql<{ chave: number; conta: number }>`SELECT id AS chave, conta_contabil_id AS conta FROM categoria WHERE conta_contabil_id IS NOT NULL`),
    impostos: await pares(db, sql<{ chave: string; conta: number }>`SELECT sigla AS chave, conta_contabil_id AS conta FROM imposto WHERE conta_contabil_id IS NOT NULL`),
    jurosRecebidos: comoTexto(parametros.jurosRecebidos),
    jurosPagos: comoTexto(parametros.jurosPagos),
    descontosConcedidos: comoTexto(parametros.descontosConcedidos),
  };
}

/** A map that answers `padrao` for what it lacks. */
class ComPadrao<K> extends Map<K, string> {
  private readonly padrao: string;
  constructor(mapa: ReadonlyMap<K, string>, padrao: string) {
    super(mapa);
    this.padrao = padrao;
  }
  override get(chave: K): string {
    return super.get(chave) ?? this.padrao;
  }
}

/** The mapping where every record without a ledger account takes the pending account (pendente de classificação). */
export function comPendente(m: Mapeamento, pendente: number): Mapeamento {
  const conta = String(pendente);
  return {
    contasBancarias: new ComPadrao(m.contasBancarias, conta),
    categorias: new ComPadrao(m.categorias, conta),
    impostos: new ComPadrao(m.impostos, conta),
    jurosRecebidos: m.jurosRecebidos,
    jurosPagos: m.jurosPagos,
    descontosConcedidos: m.descontosConcedidos ?? conta,
  };
}
