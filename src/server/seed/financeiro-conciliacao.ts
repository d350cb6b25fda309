import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The demo's reconciliation rules, one set per unit: the bank's fees (the monthly package and the
// PIX fee of the demo statement the OFX tab offers) become expenses of "Tarifas bancárias", its
// interest charged "Juros e multas pagos", and the investment income "Rendimentos de aplicações
// financeiras". The anonymous donation and the títulos paid at the bank are left for the officer to
// match by hand.

const REGRAS = [
  { descricao: 'Tarifas do banco', texto_contem: 'TARIFA', tipo: 'DESPESA', categoria: '2.5.01', prioridade: 10 },
  { descricao: 'Juros cobrados pelo banco', texto_contem: 'JUROS', tipo: 'DESPESA', categoria: '2.5.02', prioridade: 5 },
  { descricao: 'Rendimentos da aplicação', texto_contem: 'RENDIMENTO', tipo: 'RECEITA', categoria: '1.4.01', prioridade: 5 },
] as const;

export async function semearRegrasDeConciliacao(db: Db, unidades: readonly number[], categoria: (codigo: string) => number): Promise<void> {
  const linhas = unidades.flatMap((unidade) =>
    REGRAS.map((r) => sql`(${unidade}, ${r.descricao}, ${r.texto_contem}, ${r.tipo}, ${categoria(r.categoria)}, ${r.prioridade})`),
  );
  await sql`INSERT INTO regra_conciliacao (unidade_id, descricao, texto_contem, tipo, categoria_id, prioridade) VALUES ${sql.join(linhas)}`.execute(db);
}
