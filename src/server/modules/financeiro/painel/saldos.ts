import { sql } from 'kysely';
import type { PainelDeContas } from '../../../../shared/api/painel.ts';
import { somarDias } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import { contasDaUnidade } from '../movimento/contas.ts';
import type { ConsultaDoPainel } from './consulta.ts';

// Each account's balance at the end of the period, as the statement computes it (its opening
// balance plus the movements since its opening date): in one query for all the unit's accounts,
// the baixas' from the daily sums (migration 0030), the transfers' from the view. The account
// filter keeps one account; cost centre and category do not split a balance.

export async function saldosDasContas(db: Db, c: ConsultaDoPainel): Promise<PainelDeContas> {
  const contas = await contasDaUnidade(db, c.unidadeId, c.filtros.conta);
  if (contas.length === 0) return { fim: c.fim, total: 0, contas: [] };
  const diaSeguinte = somarDias(c.fim, 1);
  const desde = sql.join(contas.map((conta) => sql`(${conta.id}::integer, ${conta.dataSaldoInicial}::date)`));
  const { rows } = await sql<{ id: number; soma: string }>`
    WITH c (id, desde) AS (VALUES ${desde})
    SELECT m.id, sum(m.soma)::text AS soma FROM (
      SELECT d.conta_id AS id, sum(d.entradas + d.saidas) AS soma FROM movimento_diario_baixa AS d JOIN c ON c.id = d.conta_id
      WHERE d.data >= c.desde AND d.data < ${diaSeguinte}::date GROUP BY 1
      UNION ALL
      SELECT m.conta_id, sum(m.valor) FROM movimento_conta AS m JOIN c ON c.id = m.conta_id
      WHERE m.transferencia_id IS NOT NULL AND m.data >= c.desde AND m.data < ${diaSeguinte}::date GROUP BY 1
    ) AS m GROUP BY m.id`.execute(db);
  const movimentos = new Map(rows.map((r) => [r.id, centavosDoDecimal(r.soma) ?? 0]));
  const saldos = contas.map((conta) => ({ id: conta.id, descricao: conta.descricao, centavos: conta.saldoInicialCentavos + (movimentos.get(conta.id) ?? 0) }));
  const total = saldos.reduce((s, conta) => s + conta.centavos, 0);
  return { fim: c.fim, total: reaisDosCentavos(total), contas: saldos.map((s) => ({ id: s.id, descricao: s.descricao, saldo: reaisDosCentavos(s.centavos) })) };
}
