import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's project (not a test file itself): projects are institution-wide, so the other
// unit's caller, holding the projects' tags, reaches it as the administrator does. A second
// project with two rubricas holds the matrix's reallocation (the tests' template has no alçadas:
// it is approved at once).

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosProjetos = 'projetoDaMatriz' | 'secaoDoProjeto' | 'projetoDoRemanejamento' | 'rubricaDeOrigem' | 'rubricaDeDestino' | 'remanejamento' | 'passoDoRemanejamento';

export async function fixosDosProjetos(t: AppDeTeste, admin: Gravar): Promise<Record<FixoDosProjetos, number | string>> {
  const projeto = await admin('POST', '/api/projetos', { codigo: 'MATRIZ', nome: 'Projeto da Matriz', situacao: 'EM_EXECUCAO' });
  const rubricas = [{ codigo: 'A', descricao: 'Origem', valorTotal: 1000000 }, { codigo: 'B', descricao: 'Destino', valorTotal: 0 }];
  const doRemanejamento = (await admin('POST', '/api/projetos', { codigo: 'MATRIZ-R', nome: 'Projeto do remanejamento', situacao: 'EM_EXECUCAO', rubricas })).id;
  const { rows } = await sql<{ id: number }>`SELECT id FROM projeto_rubrica WHERE projeto_id = ${doRemanejamento} ORDER BY codigo`.execute(t.db);
  const [origem, destino] = [rows[0]!.id, rows[1]!.id];
  const remanejamento = (await admin('POST', '/api/projetos/remanejamentos', { projeto: doRemanejamento, rubricaOrigem: origem, rubricaDestino: destino, valor: 1, motivo: 'Remanejamento da Matriz' })).id;
  const passo = (await sql<{ id: number }>`SELECT min(id) AS id FROM remanejamento_passo WHERE remanejamento_id = ${remanejamento}`.execute(t.db)).rows[0]!.id;
  return {
    projetoDaMatriz: projeto.id, secaoDoProjeto: 'metas', projetoDoRemanejamento: doRemanejamento, rubricaDeOrigem: origem, rubricaDeDestino: destino, remanejamento,
    passoDoRemanejamento: passo,
  };
}
