import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's withheld taxes (not a test file itself): an open retenção of Sede, read by the
// Agrupamento de impostos' routes, and a grouping of another, which desagrupar undoes.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosImpostos = 'retencaoAberta' | 'agrupamentoDeImpostos';

async function retencaoDe(t: AppDeTeste, titulo: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM retencao WHERE titulo_id = ${titulo}`.execute(t.db);
  const [linha] = rows;
  if (linha === undefined) throw new Error('Retenção da Matriz não gravada.');
  return linha.id;
}

export async function fixosDosImpostos(t: AppDeTeste, admin: Gravar, pessoa: number, conta: number): Promise<Record<FixoDosImpostos, number>> {
  const { rows } = await sql<{ imposto: number; categoria: number }>`SELECT
    (SELECT id FROM imposto WHERE sigla = 'PIS/COFINS/CSLL') AS imposto, (SELECT id FROM categoria WHERE codigo = '2.1.01') AS categoria`.execute(t.db);
  const { imposto, categoria } = rows[0] ?? { imposto: 0, categoria: 0 };
  await sql`UPDATE imposto SET pessoa_id = ${pessoa} WHERE id = ${imposto}`.execute(t.db);
  const servico = async (descricao: string) =>
    retencaoDe(
      t,
      (
        await admin('POST', '/api/titulos/despesas', {
          descricao,
          pessoa,
          conta,
          categoria,
          emissao: '2026-01-05',
          competencia: '2026-01-01',
          valor: 1000,
          dataVencimento: '2026-02-10',
          quantidadeParcelas: 1,
          parcelas: [{ numero: 1, vencimento: '2026-02-10', valor: 953.5 }],
          retencoes: [{ imposto }],
        })
      ).id,
    );
  const retencaoAberta = await servico('Serviço da Matriz');
  const agrupada = await servico('Serviço agrupado da Matriz');
  await admin('POST', '/api/impostos/retencoes/agrupar', { ids: [agrupada] });
  const agrupamento = await sql<{ agrupamento_id: number }>`SELECT agrupamento_id FROM retencao WHERE id = ${agrupada}`.execute(t.db);
  return { retencaoAberta, agrupamentoDeImpostos: agrupamento.rows[0]?.agrupamento_id ?? 0 };
}
