import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';
import { CONTA_DA_MATRIZ } from './registros-financeiro.ts';

// The matrix's loans between projects (not a test file itself): two projects with their own
// accounts, coordinated by the Sede's colleague; a loan the administrator requested (waiting for
// decisions), and one already transferred (for its returns). Loans are institution-wide, like
// the projects, so the other unit's caller, who holds every tag, reaches them.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosEmprestimos = 'emprestimo' | 'emprestimoTransferido';

export async function fixosDosEmprestimos(t: AppDeTeste, admin: Gravar, coordenador: number, conta: number): Promise<Record<FixoDosEmprestimos, number>> {
  const outra = (await admin('POST', '/api/financeiro/contas', { ...CONTA_DA_MATRIZ, descricao: 'Conta do projeto da Matriz' })).id;
  const projeto = async (codigo: string, conta: number) =>
    (await sql<{ id: number }>`INSERT INTO projeto (codigo, nome, coordenador_id, conta_id) VALUES (${codigo}, ${`Projeto ${codigo}`}, ${coordenador}, ${conta}) RETURNING id`.execute(t.db)).rows[0]!.id;
  const [origem, destino] = [await projeto('MATRIZ-1', conta), await projeto('MATRIZ-2', outra)];
  const pedido = { projetoOrigem: { id: origem }, projetoDestino: { id: destino }, valor: 50, finalidade: 'Empréstimo da Matriz', dataDevolucao: '2099-12-31' };
  const emprestimo = (await admin('POST', '/api/aprovacaofinanceira/emprestimos', pedido)).id;
  const transferido = (await admin('POST', '/api/aprovacaofinanceira/emprestimos', pedido)).id;
  await sql`UPDATE emprestimo SET situacao = 'TRANSFERIDO', data_transferencia = current_date WHERE id = ${transferido}`.execute(t.db);
  return { emprestimo, emprestimoTransferido: transferido };
}
