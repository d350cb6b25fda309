import { sql } from 'kysely';
import type { Decisao } from '../../../../shared/aprovacao/tipos.ts';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { aprovacaoDoRemanejamento } from '../../../../shared/projetos/remanejamento.ts';
import type { Db } from '../../../db/database.ts';
import { avisarAprovadores } from '../../aprovacaofinanceira/aviso.ts';
import { alcadasDoTitulo } from '../../aprovacaofinanceira/configuracao.ts';
import { MENSAGENS_DOS_PROJETOS as M } from '../../../../shared/projetos/mensagens.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { moverOrcamento, movimentoDe } from './movimento.ts';

// Where a reallocation stands in the alçadas, stored: the tiers and profiles configured for the
// payables (aprovacaofinanceira/configuracao.ts, by the project's cost centre), read as a payable
// of the request's amount would be. Its approvals are its own and do not count towards an
// approver's monthly limit on títulos. On the last approval the budget moves and the history
// says so.

interface Lido {
  valor: string;
  centro_custo_id: number | null;
  solicitante_id: number | null;
}

export interface Avaliacao {
  situacao: 'PENDENTE' | 'APROVADO' | 'REJEITADO';
  /** Who may approve it now and could not before: to be told once the write commits. */
  novosAprovadores: number[];
}

/** Stores the request's state and who may approve it now; moves the budget once it is approved. */
export async function avaliarRemanejamento(trx: Db, id: number, usuarioId: number): Promise<Avaliacao> {
  const { rows } = await sql<Lido>`
    SELECT r.valor::text AS valor, p.centro_custo_id, r.solicitante_id FROM remanejamento AS r JOIN projeto AS p ON p.id = r.projeto_id WHERE r.id = ${id}`.execute(trx);
  const r = rows[0]!;
  // No título has id 0: every approval of the month counts for the approver's limit.
  const alcadas = await alcadasDoTitulo(trx, { id: 0, centroCustoId: r.centro_custo_id });
  const decisoes = await sql<Decisao>`
    SELECT usuario_id AS "usuarioId", nivel, passo AS decisao FROM remanejamento_passo
    WHERE remanejamento_id = ${id} AND passo IN ('APROVADO', 'REJEITADO') ORDER BY id`.execute(trx);
  const s = aprovacaoDoRemanejamento(alcadas, { valorCentavos: centavosDoDecimal(r.valor) ?? 0, solicitanteId: r.solicitante_id, decisoes: decisoes.rows });
  const pendente = s.situacao === 'PENDENTE' ? s : null;
  await sql`UPDATE remanejamento SET situacao = ${s.situacao}, nivel = ${pendente?.nivel ?? null}, pendencia = ${pendente?.motivo ?? null}, atualizado_em = now()
    WHERE id = ${id}`.execute(trx);
  const antes = await sql<{ usuario_id: number }>`DELETE FROM remanejamento_aprovador WHERE remanejamento_id = ${id} RETURNING usuario_id`.execute(trx);
  const aprovadores = pendente?.aprovadores ?? [];
  if (aprovadores.length > 0) {
    await sql`INSERT INTO remanejamento_aprovador (remanejamento_id, usuario_id) SELECT ${id}, u FROM unnest(${aprovadores}::int[]) AS u`.execute(trx);
  }
  if (s.situacao === 'APROVADO') {
    await moverOrcamento(trx, await movimentoDe(trx, id));
    await registrarPasso(trx, id, 'EFETIVADO', usuarioId, null, null);
  }
  const jaEram = new Set(antes.rows.map((a) => a.usuario_id));
  return { situacao: s.situacao, novosAprovadores: aprovadores.filter((u) => !jaEram.has(u)) };
}

export async function registrarPasso(trx: Db, id: number, passo: string, usuarioId: number, nivel: number | null, motivo: string | null): Promise<void> {
  await sql`INSERT INTO remanejamento_passo (remanejamento_id, passo, usuario_id, nivel, motivo) VALUES (${id}, ${passo}, ${usuarioId}, ${nivel}, ${motivo})`.execute(trx);
}

/** avaliarRemanejamento in a request's write, telling the approvers it newly reached once it commits. */
export async function avaliarEAvisar(ctx: ContextoDoGancho, id: number): Promise<Avaliacao['situacao']> {
  const { situacao, novosAprovadores } = await avaliarRemanejamento(ctx.trx, id, ctx.sessao.usuarioId);
  avisarAprovadores(ctx, novosAprovadores, { title: M.avisoDoRemanejamento, msg: M.avisoDoRemanejamentoTexto });
  return situacao;
}
