import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's fixed entries and títulos a definir (not a test file itself): one fixed despesa of
// Sede; títulos a definir of it, as the generation job writes them (the job itself is the API
// tests'), one to read and save, one that confirmar confirms (from the row and from the
// selection), one that descartar discards; and one already confirmed, for the definidos.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosLancamentos =
  | 'lancamentoFixo'
  | 'tituloADefinir'
  | 'tituloParaConfirmar'
  | 'tituloParaConfirmarNaSelecao'
  | 'tituloParaDescartar'
  | 'tituloParaDescartarNaSelecao'
  | 'tituloDefinido';

export async function fixosDosLancamentos(t: AppDeTeste, admin: Gravar, pessoa: number, conta: number): Promise<Record<FixoDosLancamentos, number>> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM categoria WHERE codigo = '2.1.01'`.execute(t.db);
  const lancamentoFixo = (
    await admin('POST', '/api/financeiro/lancamentosfixos/despesas', {
      descricao: 'Aluguel da Matriz', pessoa, conta, categoria: rows[0]?.id, valor: 900, periodicidade: 'MENSAL', diaVencimento: 10, inicio: '2026-01-01',
    })
  ).id;
  const aDefinir = async (mes: number): Promise<number> => {
    const previsto = `2026-${String(mes).padStart(2, '0')}-10`;
    const inserido = await sql<{ id: number }>`
      INSERT INTO titulo_a_definir (unidade_id, lancamento_fixo_id, tipo, descricao, pessoa_id, categoria_id, centro_custo_id, conta_id, previsto, vencimento, vencimento_real, valor)
      SELECT unidade_id, id, tipo, descricao, pessoa_id, categoria_id, centro_custo_id, conta_id, ${previsto}::date, ${previsto}::date, ${previsto}::date, valor
      FROM lancamento_fixo WHERE id = ${lancamentoFixo} RETURNING id`.execute(t.db);
    return inserido.rows[0]?.id ?? 0;
  };
  const tituloDefinido = await aDefinir(7);
  await admin('POST', `/api/financeiro/titulosadefinir/${tituloDefinido}/confirmar`, {});
  return {
    lancamentoFixo,
    tituloADefinir: await aDefinir(1),
    tituloParaConfirmar: await aDefinir(2),
    tituloParaConfirmarNaSelecao: await aDefinir(3),
    tituloParaDescartar: await aDefinir(4),
    tituloParaDescartarNaSelecao: await aDefinir(5),
    tituloDefinido,
  };
}
