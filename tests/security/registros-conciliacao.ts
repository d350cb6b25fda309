import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's reconciliation records (not a test file itself): one pending statement line of the
// matrix's account of Sede, inserted as the OFX import would, that the calls read, ignore, restore
// and try to match; and one rule of Sede that the rules' screen reads and saves.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDaConciliacao = 'linhaDoExtrato' | 'regraDeConciliacao';

export async function fixosDaConciliacao(t: AppDeTeste, admin: Gravar, conta: number): Promise<Record<FixoDaConciliacao, number>> {
  const { rows } = await sql<{ id: number; unidade: number; categoria: number }>`
    WITH i AS (
      INSERT INTO extrato_importacao (unidade_id, conta_id, arquivo, tipo, inicio, fim, saldo_final)
      SELECT unidade_id, id, 'matriz.ofx', 'BANCO', '2026-01-01', '2026-01-31', 0 FROM conta WHERE id = ${conta}
      RETURNING id, unidade_id, conta_id
    )
    INSERT INTO extrato_linha (importacao_id, unidade_id, conta_id, fitid, data, valor, memo)
    SELECT id, unidade_id, conta_id, 'MATRIZ-1', '2026-01-15', -12.50, 'TARIFA DA MATRIZ' FROM i
    RETURNING id, unidade_id AS unidade, (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria`.execute(t.db);
  const linha = rows[0];
  if (linha === undefined) throw new Error('Linha do extrato da matriz não criada.');
  const regra = await admin('POST', '/api/financeiro/conciliacao/regrasconciliacao', { descricao: 'Regra da Matriz', textoContem: 'NADA DA MATRIZ', tipo: 'DESPESA', categoria: linha.categoria });
  return { linhaDoExtrato: linha.id, regraDeConciliacao: regra.id };
}
