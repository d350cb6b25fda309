import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's approval records (not a test file itself): a profile and a tier (institution-wide;
// the tier's range holds no título the suite makes, so nothing it pays waits for approval), and
// one of the demo's pending payables of Sede and one of its decisions, of Sede's unit.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDaAprovacao = 'perfilDeAprovacao' | 'alcadaDeAprovacao' | 'tituloPendente' | 'decisaoDeAprovacao';

export async function fixosDaAprovacao(t: AppDeTeste, admin: Gravar, sede: number, adminId: number): Promise<Record<FixoDaAprovacao, number>> {
  const perfil = await admin('POST', '/api/aprovacaofinanceira/perfis', { nome: 'Perfil da Matriz', usuarios: [adminId] });
  const alcada = await admin('POST', '/api/aprovacaofinanceira/alcadas', { descricao: 'Alçada da Matriz', valorMinimo: 900000000, niveis: [] });
  const { rows } = await sql<{ titulo: number; decisao: number }>`SELECT
    (SELECT min(id) FROM titulo WHERE unidade_id = ${sede} AND aprovacao = 'PENDENTE') AS titulo,
    (SELECT min(id) FROM aprovacao_decisao WHERE unidade_id = ${sede}) AS decisao`.execute(t.db);
  return { perfilDeAprovacao: perfil.id, alcadaDeAprovacao: alcada.id, tituloPendente: rows[0]?.titulo ?? 0, decisaoDeAprovacao: rows[0]?.decisao ?? 0 };
}
