import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's donations (not a test file itself): a pending gift of Sede from the matrix's person,
// its movement line, a monthly plan of Sede, and a field of each configuration page to restore.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDasDoacoes =
  | 'doacaoDaMatriz'
  | 'movimentoDaMatriz'
  | 'colaboracaoDaMatriz'
  | 'campoDoSobre'
  | 'campoDoCadastro'
  | 'campoDoParametroDasDoacoes'
  | 'campoDoPortal'
  | 'campoDosLinks'
  | 'campoDasNotificacoes';

export async function fixosDasDoacoes(t: AppDeTeste, admin: Gravar, pessoa: number): Promise<Record<FixoDasDoacoes, number | string>> {
  const doacao = await admin('POST', '/api/doacao/doacoes', { pessoa, data: '2026-01-15', valor: 80, forma: 'PIX', campanha: 'Matriz' });
  const colaboracao = await admin('POST', '/api/doacao/colaboracoes', { pessoa, valor: 25, diaDoMes: 5, forma: 'BOLETO', inicio: '2026-01-01' });
  const { rows } = await sql<{ id: number }>`SELECT id FROM doacao_movimento WHERE doacao_id = ${doacao.id} ORDER BY id LIMIT 1`.execute(t.db);
  return {
    doacaoDaMatriz: doacao.id,
    movimentoDaMatriz: rows[0]!.id,
    colaboracaoDaMatriz: colaboracao.id,
    campoDoSobre: 'titulo',
    campoDoCadastro: 'pedirTelefone',
    campoDoParametroDasDoacoes: 'falhasParaCancelar',
    campoDoPortal: 'valorMinimo',
    campoDosLinks: 'site',
    campoDasNotificacoes: 'agradecer',
  };
}
