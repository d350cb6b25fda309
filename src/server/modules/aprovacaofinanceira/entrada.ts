import { sql } from 'kysely';
import { reiniciaAprovacao, type ChaveDaAprovacao } from '../../../shared/aprovacao/reinicio.ts';
import { centavosDosReais } from '../../../shared/financeiro/centavos.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { idDe, numero } from '../financeiro/valores.ts';
import { avaliarTitulo } from './avaliar.ts';
import { avisarAprovadores } from './aviso.ts';

// A payable enters approval when created (by its form, by confirming a título a definir, by
// grouping withheld taxes), and again when its amount or person changes while nothing of it is
// paid: the approvals it had stop counting (the history keeps them, and the reset), and whoever
// saved it is its requester, who cannot approve it.

const chave = (r: Registro): ChaveDaAprovacao => ({ totalCentavos: centavosDosReais(numero(r['valor']) ?? 0) ?? 0, pessoaId: idDe(r['pessoa']) });

async function reiniciar(ctx: ContextoDoGancho, id: number): Promise<void> {
  const desfeitas = await sql`UPDATE aprovacao_decisao SET valida = false WHERE titulo_id = ${id} AND valida RETURNING id`.execute(ctx.trx);
  if (desfeitas.rows.length === 0) return;
  await sql`INSERT INTO aprovacao_decisao (titulo_id, unidade_id, usuario_id, decisao, valor, valida)
    SELECT id, unidade_id, ${ctx.sessao.usuarioId}, 'REINICIADO', valor, false FROM titulo WHERE id = ${id}`.execute(ctx.trx);
}

/**
 * A payable written outside its form enters approval as the form's does: its requester (who may
 * not approve it; null when no one asked, and then no one is kept out), its state under the
 * tiers for its amount now, and the live notice to its approvers once the write commits. Called
 * again in the same write after the amount grows, it works the state out again.
 */
export async function entrarEmAprovacaoCriado(ctx: Pick<ContextoDoGancho, 'trx' | 'servicos' | 'depoisDoCommit'>, tituloId: number, solicitanteId: number | null): Promise<void> {
  await sql`UPDATE titulo SET solicitante_id = ${solicitanteId} WHERE id = ${tituloId}`.execute(ctx.trx);
  avisarAprovadores(ctx, await avaliarTitulo(ctx.trx, tituloId));
}

/** The despesa's depoisDeSalvar. */
export async function entrarEmAprovacao(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<void> {
  const id = idDe(registro['id']);
  if (id === null) return;
  if (antes !== null && (antes['situacao'] !== 'ABERTO' || !reiniciaAprovacao(chave(antes), chave(registro)))) return;
  if (antes !== null) await reiniciar(ctx, id);
  await entrarEmAprovacaoCriado(ctx, id, ctx.sessao.usuarioId);
}
