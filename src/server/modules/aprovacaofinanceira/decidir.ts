import { sql } from 'kysely';
import { MENSAGENS_DA_APROVACAO as M } from '../../../shared/aprovacao/mensagens.ts';
import { HttpError } from '../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../resources/ganchos.ts';
import { avaliarTitulo, reavaliarPendentes, travarAprovacoes } from './avaliar.ts';
import { avisarAprovadores } from './aviso.ts';

// Aprovar and rejeitar, on the approval list's selection: only someone who may approve the
// título at its current level decides (the rules put them in aprovacao_aprovador), and the
// decision is recorded at that level. An approval may open the next level (its approvers are
// told) and counts towards the approver's month, which may change who approves other títulos.

async function registrar(ctx: ContextoDoGancho, id: number, decisao: 'APROVADO' | 'REJEITADO', motivo: string | null): Promise<void> {
  await travarAprovacoes(ctx.trx);
  const titulo = await sql<{ aprovacao: string; nivel: number | null }>`
    SELECT aprovacao, aprovacao_nivel AS nivel FROM titulo WHERE id = ${id} FOR UPDATE`.execute(ctx.trx);
  const t = titulo.rows[0];
  if (t === undefined || t.aprovacao !== 'PENDENTE') throw new HttpError(409, M.naoPendente);
  const pode = await sql`SELECT 1 FROM aprovacao_aprovador WHERE titulo_id = ${id} AND usuario_id = ${ctx.sessao.usuarioId}`.execute(ctx.trx);
  if (pode.rows.length === 0) throw new HttpError(403, M.naoEAprovador);
  await sql`INSERT INTO aprovacao_decisao (titulo_id, unidade_id, usuario_id, nivel, decisao, motivo, valor)
    SELECT id, unidade_id, ${ctx.sessao.usuarioId}, ${t.nivel}, ${decisao}, ${motivo}, valor FROM titulo WHERE id = ${id}`.execute(ctx.trx);
}

export const aprovar: AcaoDoGancho = async (ctx, id, entrada) => {
  await registrar(ctx, id, 'APROVADO', entrada.motivo ?? null);
  const novos = await avaliarTitulo(ctx.trx, id);
  const deOutros = await reavaliarPendentes(ctx.trx);
  avisarAprovadores(ctx, [...novos, ...[...deOutros.values()].flat()]);
  return { mensagem: M.aprovado };
};

export const rejeitar: AcaoDoGancho = async (ctx, id, entrada) => {
  await registrar(ctx, id, 'REJEITADO', entrada.motivo ?? null);
  await avaliarTitulo(ctx.trx, id);
  return { mensagem: M.rejeicao };
};
