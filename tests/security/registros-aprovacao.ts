import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's approval records (not a test file itself): a profile and a tier (institution-wide;
// the tier's range holds no título the suite makes, so nothing it pays waits for approval), and
// one of the demo's payables of Sede waiting for admin, and one of its decisions.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDaAprovacao = 'perfilDeAprovacao' | 'alcadaDeAprovacao' | 'tituloPendente' | 'decisaoDeAprovacao';

export async function fixosDaAprovacao(t: AppDeTeste, admin: Gravar, sede: number, adminId: number): Promise<Record<FixoDaAprovacao, number>> {
  const perfil = await admin('POST', '/api/aprovacaofinanceira/perfis', { nome: 'Perfil da Matriz', usuarios: [adminId] });
  const alcada = await admin('POST', '/api/aprovacaofinanceira/alcadas', { descricao: 'Alçada da Matriz', valorMinimo: 900000000, niveis: [] });
  // Saving a profile worked the pending payables out again, and without tiers they were approved:
  // one of the demo's, with its decisions, waits again for admin at level 1.
  const { rows } = await sql<{ titulo: number; decisao: number }>`
    SELECT titulo_id AS titulo, id AS decisao FROM aprovacao_decisao WHERE unidade_id = ${sede} ORDER BY id LIMIT 1`.execute(t.db);
  const { titulo = 0, decisao = 0 } = rows[0] ?? {};
  await sql`UPDATE titulo SET aprovacao = 'PENDENTE', aprovacao_nivel = 1 WHERE id = ${titulo}`.execute(t.db);
  await sql`INSERT INTO aprovacao_aprovador (titulo_id, usuario_id) VALUES (${titulo}, ${adminId})`.execute(t.db);
  return { perfilDeAprovacao: perfil.id, alcadaDeAprovacao: alcada.id, tituloPendente: titulo, decisaoDeAprovacao: decisao };
}
