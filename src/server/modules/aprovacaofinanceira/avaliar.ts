import { sql } from 'kysely';
import { alcadaDoValor } from '../../../shared/aprovacao/alcada.ts';
import { situacaoDaAprovacao } from '../../../shared/aprovacao/situacao.ts';
import type { Decisao, Situacao } from '../../../shared/aprovacao/tipos.ts';
import { centavosDoDecimal } from '../../../shared/financeiro/centavos.ts';
import type { Db } from '../../db/database.ts';
import { alcadasDoTitulo } from './configuracao.ts';

// Works out where a payable stands (src/shared/aprovacao) and stores it: the título's approval
// state, level and reason, and who may approve it now. Answers who was newly offered it, to be
// told once the write commits.

interface TituloLido {
  valor: string;
  centro_custo_id: number | null;
  solicitante_id: number | null;
}

async function situacaoDe(trx: Db, id: number, t: TituloLido): Promise<Situacao> {
  const totalCentavos = centavosDoDecimal(t.valor) ?? 0;
  const alcada = alcadaDoValor(await alcadasDoTitulo(trx, { id, centroCustoId: t.centro_custo_id }), totalCentavos);
  if (alcada === null) return { situacao: 'APROVADO' };
  const decisoes = await sql<Decisao>`
    SELECT usuario_id AS "usuarioId", nivel, decisao FROM aprovacao_decisao
    WHERE titulo_id = ${id} AND valida AND decisao IN ('APROVADO', 'REJEITADO') ORDER BY id`.execute(trx);
  return situacaoDaAprovacao({ totalCentavos, solicitanteId: t.solicitante_id, niveis: alcada.niveis, umaAprovacaoValePorNiveis: alcada.umaAprovacaoValePorNiveis, decisoes: decisoes.rows });
}

/** Stores the título's approval state; answers the users who may approve it now and could not before. */
export async function avaliarTitulo(trx: Db, id: number): Promise<number[]> {
  const { rows } = await sql<TituloLido>`SELECT valor::text AS valor, centro_custo_id, solicitante_id FROM titulo WHERE id = ${id} AND tipo = 'DESPESA'`.execute(trx);
  const titulo = rows[0];
  if (titulo === undefined) return [];
  const s = await situacaoDe(trx, id, titulo);
  const pendente = s.situacao === 'PENDENTE' ? s : null;
  await sql`UPDATE titulo SET aprovacao = ${s.situacao}, aprovacao_nivel = ${pendente?.nivel ?? null}, aprovacao_motivo = ${pendente?.motivo ?? null} WHERE id = ${id}`.execute(trx);
  const antes = await sql<{ usuario_id: number }>`DELETE FROM aprovacao_aprovador WHERE titulo_id = ${id} RETURNING usuario_id`.execute(trx);
  const aprovadores = pendente?.aprovadores ?? [];
  if (aprovadores.length > 0) {
    await sql`INSERT INTO aprovacao_aprovador (titulo_id, usuario_id) SELECT ${id}, u FROM unnest(${aprovadores}::int[]) AS u`.execute(trx);
  }
  const jaEram = new Set(antes.rows.map((r) => r.usuario_id));
  return aprovadores.filter((u) => !jaEram.has(u));
}

/**
 * Serialises what re-evaluates every pending título (a decision, a configuration save), so each
 * sees the ones before it committed; for the rest of the transaction.
 */
export async function travarAprovacoes(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('aprovacao_financeira'))`.execute(trx);
}

/**
 * Every pending título again (the configuration changed, or an approver's month did); answers who
 * was newly offered what, by título. One another write holds (a decision on it, waiting for
 * travarAprovacoes, or its own save) is skipped: that write works it out itself.
 */
export async function reavaliarPendentes(trx: Db): Promise<Map<number, number[]>> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM titulo WHERE aprovacao = 'PENDENTE' ORDER BY id FOR UPDATE SKIP LOCKED`.execute(trx);
  const novos = new Map<number, number[]>();
  for (const { id } of rows) {
    const usuarios = await avaliarTitulo(trx, id);
    if (usuarios.length > 0) novos.set(id, usuarios);
  }
  return novos;
}
