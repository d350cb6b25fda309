import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { avaliarRemanejamento, registrarPasso } from '../modules/projetos/remanejamentos/avaliar.ts';

// Reallocations on first start (after the approval's profiles and tiers): the approvers' group
// approves them and the projects' coordinators ask for them; one request of PRJ-001, R$ 4.000,00
// from December's "1 - Recursos humanos" to December's "3 - Alimentação", asked by the diretor,
// waits for the Coordenação (admin or coordenador).

export async function semearRemanejamentos(db: Db): Promise<void> {
  await sql`INSERT INTO grupo_permissao_tag (grupo_id, tag)
    SELECT id, 'projetos.remanejamento.aprovar' FROM grupo_permissao WHERE nome = 'Aprovação financeira'
    UNION ALL SELECT id, 'projetos.remanejamento.solicitar' FROM grupo_permissao WHERE nome = 'Coordenação de projetos'
    UNION ALL SELECT id, 'projetos.projeto.visualizar' FROM grupo_permissao WHERE nome IN ('Aprovação financeira', 'Coordenação de projetos')`.execute(db);
  const { rows } = await sql<{ id: number; solicitante: number }>`
    INSERT INTO remanejamento (projeto_id, rubrica_origem_id, competencia_origem, rubrica_destino_id, competencia_destino, valor, motivo, solicitante_id)
    SELECT p.id, o.id, '2026-12-01', d.id, '2026-12-01', 4000, 'Lanche reforçado nas oficinas de férias de dezembro', (SELECT id FROM usuario WHERE login = 'diretor')
    FROM projeto AS p JOIN projeto_rubrica AS o ON o.projeto_id = p.id AND o.codigo = '1' JOIN projeto_rubrica AS d ON d.projeto_id = p.id AND d.codigo = '3'
    WHERE p.codigo = 'PRJ-001'
    RETURNING id, solicitante_id AS solicitante`.execute(db);
  const pedido = rows[0];
  if (pedido === undefined) return;
  await registrarPasso(db, pedido.id, 'SOLICITADO', pedido.solicitante, null, 'Lanche reforçado nas oficinas de férias de dezembro');
  await avaliarRemanejamento(db, pedido.id, pedido.solicitante);
}
