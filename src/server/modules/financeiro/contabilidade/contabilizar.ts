import { sql } from 'kysely';
import type { Partida } from '../../../../shared/contabilidade/partida.ts';
import { partidasDe, type EventoOriginal, type Mapeamento } from '../../../../shared/contabilidade/partidas.ts';
import type { Db } from '../../../db/database.ts';
import { baixasSemLancamento, HISTORICO_ESTORNO, transferenciasSemLancamento } from './eventos.ts';
import { comPendente, lerMapeamento, lerParametros, type ParametrosContabeis } from './mapeamento.ts';

// The automatic double entries, written in the transaction of the finance event that causes them
// (a baixa, its reversal, a transfer, its reversal): partidasDe (src/shared/contabilidade/partidas.ts)
// is the one source of the rules. Idempotent: it posts what of the given baixas and transfers is
// not posted yet, so it runs after each action and over the whole base (the demo seed).
// - A side whose record has no ledger account (a category, a bank account, a tax, the discount
//   account) goes to the parameters' pending account, and the entry keeps the rules' reason in
//   `pendencia`: an unmapped record never blocks a payment. Without a pending account, or with
//   amounts the rules refuse, the event stays unposted and is posted by a later call.
// - A reversal books the original's stored entries with debit and credit swapped, on its date:
//   what was booked is what is undone, even if a mapping changed in between.

interface Alvo {
  origem: 'BAIXA' | 'TRANSFERENCIA';
  id: number;
  unidadeId: number;
}

interface Regras {
  mapeamento: Mapeamento;
  parametros: ParametrosContabeis;
}

async function gravar(db: Db, alvo: Alvo, todas: readonly Partida[], pendencia: string | null): Promise<void> {
  // An entry from an account to itself moves nothing (a transfer between two bank accounts of one
  // ledger account; both sides pending): left out.
  const partidas = todas.filter((p) => p.debito !== p.credito);
  if (partidas.length === 0) return;
  const baixa = alvo.origem === 'BAIXA' ? alvo.id : null;
  const transferencia = alvo.origem === 'TRANSFERENCIA' ? alvo.id : null;
  const linhas = partidas.map((p) => sql`(${p.data}::date, ${(p.valorCentavos / 100).toFixed(2)}::numeric, ${Number(p.debito)}::int, ${Number(p.credito)}::int,
    ${p.centroDeCustoDebito === null ? null : Number(p.centroDeCustoDebito)}::int, ${p.centroDeCustoCredito === null ? null : Number(p.centroDeCustoCredito)}::int, ${p.historico})`);
  await sql`
    INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, centro_custo_debito_id, centro_custo_credito_id,
      historico, origem, baixa_id, transferencia_id, lote, pendencia)
    SELECT ${alvo.unidadeId}, v.data, v.valor, v.debito, v.credito, v.ccd, v.ccc, v.historico, ${alvo.origem}, ${baixa}::int, ${transferencia}::int, l.lote, ${pendencia}
    FROM (VALUES ${sql.join(linhas)}) AS v (data, valor, debito, credito, ccd, ccc, historico)
    CROSS JOIN (SELECT nextval('lancamento_contabil_lote') AS lote) AS l`.execute(db);
}

/** The event's entries by the rules, with the pending account for what is unmapped; null when it cannot be posted yet. */
async function lancar(db: Db, alvo: Alvo, evento: EventoOriginal, { mapeamento, parametros }: Regras): Promise<boolean> {
  const resultado = partidasDe(evento, mapeamento);
  if (resultado.ok) {
    await gravar(db, alvo, resultado.partidas, null);
    return true;
  }
  if (parametros.pendente === null) return false;
  const comAContaPendente = partidasDe(evento, comPendente(mapeamento, parametros.pendente));
  if (!comAContaPendente.ok) return false;
  await gravar(db, alvo, comAContaPendente.partidas, resultado.mensagem);
  return true;
}

/** The reversal: the original's stored entries, swapped, on `data`. */
async function estornar(db: Db, alvo: Alvo, data: string): Promise<void> {
  const coluna = alvo.origem === 'BAIXA' ? sql.ref('baixa_id') : sql.ref('transferencia_id');
  await sql`
    INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, centro_custo_debito_id, centro_custo_credito_id,
      historico, origem, baixa_id, transferencia_id, lote, pendencia)
    SELECT l.unidade_id, ${data}::date, l.valor, l.conta_credito_id, l.conta_debito_id, l.centro_custo_credito_id, l.centro_custo_debito_id,
      left(replace(${HISTORICO_ESTORNO}, '{historico}', l.historico), 300), ${`ESTORNO_${alvo.origem}`}, l.baixa_id, l.transferencia_id, n.lote, l.pendencia
    FROM lancamento_contabil AS l CROSS JOIN (SELECT nextval('lancamento_contabil_lote') AS lote) AS n
    WHERE ${coluna} = ${alvo.id} AND l.origem = ${alvo.origem}
    ORDER BY l.id`.execute(db);
}

export interface OQueContabilizar {
  /** The títulos whose baixas are posted; null: every título. */
  titulos?: readonly number[] | null;
  /** The transfers (either side's id is fine only for the origin's); null: every transfer. */
  transferencias?: readonly number[] | null;
}

/** Posts what of the given baixas and transfers lacks its entries; `[]` skips a kind. */
export async function contabilizar(db: Db, { titulos = [], transferencias = [] }: OQueContabilizar): Promise<void> {
  const parametros = await lerParametros(db);
  const regras: Regras = { parametros, mapeamento: await lerMapeamento(db, parametros) };
  const baixas = titulos !== null && titulos.length === 0 ? [] : await baixasSemLancamento(db, titulos);
  for (const b of baixas) {
    const alvo: Alvo = { origem: 'BAIXA', id: b.id, unidadeId: b.unidadeId };
    const lancada = b.lancada || (await lancar(db, alvo, b.evento, regras));
    if (lancada && b.estornadaEm !== null) await estornar(db, alvo, b.estornadaEm);
  }
  const lados = transferencias !== null && transferencias.length === 0 ? [] : await transferenciasSemLancamento(db, transferencias);
  for (const t of lados) {
    const alvo: Alvo = { origem: 'TRANSFERENCIA', id: t.id, unidadeId: t.unidadeId };
    const lancada = t.lancada || (await lancar(db, alvo, t.evento, regras));
    if (lancada && t.dataEstorno !== null) await estornar(db, alvo, t.dataEstorno);
  }
}
