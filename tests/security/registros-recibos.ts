import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's receipts (not a test file itself): a receita of Sede paid in two baixas, one of
// them receipted by the Gerar recibos job (its receipt and its batch), the other left without one.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosRecibos = 'baixaSemRecibo' | 'recibo' | 'loteDeRecibos';

async function esperarLote(t: AppDeTeste, baixa: number): Promise<{ recibo: number; lote: number }> {
  const fim = Date.now() + 30_000;
  for (;;) {
    const { rows } = await sql<{ recibo: number; lote: number }>`
      SELECT r.id AS recibo, r.lote_id AS lote FROM recibo AS r JOIN recibo_lote AS l ON l.id = r.lote_id
      WHERE r.origem_tipo = 'BAIXA' AND r.origem_id = ${baixa} AND l.arquivo_id IS NOT NULL`.execute(t.db);
    if (rows[0] !== undefined) return rows[0];
    if (Date.now() > fim) throw new Error('O lote de recibos da Matriz não ficou pronto.');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A receita of Sede paid in full, one baixa per installment. */
async function receitaPaga(t: AppDeTeste, admin: Gravar, pessoa: number, conta: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM categoria WHERE codigo = '1.1.01'`.execute(t.db);
  const parcelas = [
    { numero: 1, vencimento: '2026-02-10', valor: 150 },
    { numero: 2, vencimento: '2026-03-10', valor: 150 },
  ];
  const { id } = await admin('POST', '/api/titulos/receitas', {
    descricao: 'Receita recebida da Matriz',
    pessoa,
    conta,
    categoria: rows[0]?.id,
    emissao: '2026-01-05',
    competencia: '2026-01-01',
    valor: 300,
    dataVencimento: '2026-02-10',
    quantidadeParcelas: 2,
    parcelas,
  });
  await admin('POST', `/api/titulos/receitas/${id}/baixar`, { valor: 300 });
  return id;
}

export async function fixosDosRecibos(t: AppDeTeste, admin: Gravar, pessoa: number, conta: number): Promise<Record<FixoDosRecibos, number>> {
  const titulo = await receitaPaga(t, admin, pessoa, conta);
  const { rows } = await sql<{ id: number }>`SELECT id FROM baixa WHERE titulo_id = ${titulo} ORDER BY parcela`.execute(t.db);
  const [primeira, segunda] = rows;
  if (primeira === undefined || segunda === undefined) throw new Error('A receita da Matriz não tem duas baixas.');
  await admin('POST', '/api/recibos/pendentes/gerar', { ids: [primeira.id] });
  const { recibo, lote } = await esperarLote(t, primeira.id);
  return { baixaSemRecibo: segunda.id, recibo, loteDeRecibos: lote };
}
