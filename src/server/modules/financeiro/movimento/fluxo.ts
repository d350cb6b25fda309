import { sql } from 'kysely';
import type { FluxoDeCaixaDaUnidade } from '../../../../shared/api/movimento.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { fluxoDeCaixa, type Agrupamento, type LancamentoDoFluxo } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import type { Db } from '../../../db/database.ts';
import { saldoNoInicioDe, type ContaDoMovimento } from './contas.ts';

// The cash flow of one account or of all the unit's accounts: realised (the accounts' movements,
// summed per day in SQL) and projected (what is still open of each installment of an open título
// of those accounts, by its real due date), bucketed by the shared rule in cents.

interface SomaDoDia {
  data: DataISO;
  entradas: string;
  saidas: string;
}

/**
 * Each day's in and out of the accounts: the baixas' from the daily sums (migration 0030), the
 * transfers' from the view; a transfer between two of them moves nothing in their sum.
 */
async function realizados(db: Db, contas: readonly ContaDoMovimento[], periodo: { inicio: DataISO; fim: DataISO }): Promise<LancamentoDoFluxo[]> {
  if (contas.length === 0) return [];
  const ids = sql.join(contas.map((c) => c.id));
  const { rows } = await sql<SomaDoDia>`
    SELECT to_char(dia.data, 'YYYY-MM-DD') AS data, sum(dia.entradas)::text AS entradas, sum(dia.saidas)::text AS saidas
    FROM (
      SELECT d.data, d.entradas, d.saidas
      FROM movimento_diario_baixa AS d
      JOIN conta AS c ON c.id = d.conta_id
      WHERE d.conta_id IN (${ids}) AND d.data BETWEEN ${periodo.inicio}::date AND ${periodo.fim}::date AND d.data >= c.data_saldo_inicial
      UNION ALL
      SELECT m.data, greatest(m.valor, 0), least(m.valor, 0)
      FROM movimento_conta AS m
      JOIN conta AS c ON c.id = m.conta_id
      JOIN transferencia AS tr ON tr.id = m.transferencia_id
      WHERE m.transferencia_id IS NOT NULL AND m.conta_id IN (${ids}) AND m.data BETWEEN ${periodo.inicio}::date AND ${periodo.fim}::date
        AND m.data >= c.data_saldo_inicial AND NOT (tr.conta_origem_id IN (${ids}) AND tr.conta_destino_id IN (${ids}))
    ) AS dia
    GROUP BY dia.data`.execute(db);
  return rows.flatMap((r) => [
    { data: r.data, valorCentavos: centavosDoDecimal(r.entradas) ?? 0, situacao: 'REALIZADO' as const },
    { data: r.data, valorCentavos: centavosDoDecimal(r.saidas) ?? 0, situacao: 'REALIZADO' as const },
  ]);
}

/** What is still open of each installment of the accounts' open títulos, by real due date (migration 0030 keeps it). */
async function previstos(db: Db, contas: readonly ContaDoMovimento[], periodo: { inicio: DataISO; fim: DataISO }): Promise<LancamentoDoFluxo[]> {
  if (contas.length === 0) return [];
  const { rows } = await sql<SomaDoDia>`
    SELECT to_char(a.data, 'YYYY-MM-DD') AS data, coalesce(sum(a.valor) FILTER (WHERE a.receita), 0)::text AS entradas,
      coalesce(-sum(a.valor) FILTER (WHERE NOT a.receita), 0)::text AS saidas
    FROM parcela_em_aberto AS a
    WHERE a.conta_id IN (${sql.join(contas.map((c) => c.id))}) AND a.data BETWEEN ${periodo.inicio}::date AND ${periodo.fim}::date
    GROUP BY a.data`.execute(db);
  return rows.flatMap((r) => [
    { data: r.data, valorCentavos: centavosDoDecimal(r.entradas) ?? 0, situacao: 'PREVISTO' as const },
    { data: r.data, valorCentavos: centavosDoDecimal(r.saidas) ?? 0, situacao: 'PREVISTO' as const },
  ]);
}

export async function fluxoDasContas(
  db: Db,
  contas: readonly ContaDoMovimento[],
  conta: ContaDoMovimento | null,
  agrupamento: Agrupamento,
  periodo: { inicio: DataISO; fim: DataISO },
): Promise<FluxoDeCaixaDaUnidade> {
  const saldoInicialCentavos = await saldoNoInicioDe(db, contas, periodo.inicio);
  const lancamentos = [...(await realizados(db, contas, periodo)), ...(await previstos(db, contas, periodo))].filter((l) => l.valorCentavos !== 0);
  const fluxo = fluxoDeCaixa({ saldoInicialCentavos, lancamentos, agrupamento, periodo });
  return {
    conta: conta === null ? null : { id: conta.id, descricao: conta.descricao },
    agrupamento,
    saldoInicial: reaisDosCentavos(fluxo.saldoInicialCentavos),
    saldoFinal: reaisDosCentavos(fluxo.saldoFinalCentavos),
    faixas: fluxo.faixas.map((f) => ({
      chave: f.chave,
      inicio: f.inicio,
      fim: f.fim,
      realizadoEntradas: reaisDosCentavos(f.realizadoEntradasCentavos),
      realizadoSaidas: reaisDosCentavos(f.realizadoSaidasCentavos),
      previstoEntradas: reaisDosCentavos(f.previstoEntradasCentavos),
      previstoSaidas: reaisDosCentavos(f.previstoSaidasCentavos),
      resultado: reaisDosCentavos(f.resultadoCentavos),
      saldo: reaisDosCentavos(f.saldoCentavos),
    })),
  };
}
