import { sql } from 'kysely';
import { reiniciaAprovacao, type ChaveDaAprovacao } from '../../../shared/aprovacao/reinicio.ts';
import { centavosDosReais } from '../../../shared/financeiro/centavos.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { idDe, numero } from '../financeiro/valores.ts';
import { avaliarTitulo } from './avaliar.ts';
import { avisarAprovadores } from './aviso.ts';

// A payable enters approval when created, and again when its amount or person changes while
// nothing of it is paid: the approvals it had stop counting (the history keeps them, and the
// reset), and whoever saved it is its requester, who cannot approve it.

const chave = (r: Registro): ChaveDaAprovacao => ({ totalCentavos: centavosDosReais(numero(r['valor']) ?? 0) ?? 0, pessoaId: idDe(r['pessoa']) });

async function reiniciar(ctx: ContextoDoGancho, id: number): Promise<void> {
  const desfeitas = await sql`UPDATE aprovacao_decisao SET valida = false WHERE titulo_id = ${id} AND valida RETURNING id`.execute(ctx.trx);
  if (desfeitas.rows.length === 0) return;
  await sql`INSERT INTO aprovacao_decisao (titulo_id, unidade_id, usuario_id, decisao, valor, valida)
    SELECT id, unidade_id, ${ctx.sessao.usuarioId}, 'REINICIADO', valor, false FROM titulo WHERE id = ${id}`.execute(ctx.trx);
}

/** The despesa's depoisDeSalvar. */
export async function entrarEmAprovacao(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<void> {
  const id = idDe(registro['id']);
  if (id === null) return;
  if (antes !== null && (antes['situacao'] !== 'ABERTO' || !reiniciaAprovacao(chave(antes), chave(registro)))) return;
  if (antes !== null) await reiniciar(ctx, id);
  await sql`UPDATE titulo SET solicitante_id = ${ctx.sessao.usuarioId} WHERE id = ${id}`.execute(ctx.trx);
  avisarAprovadores(ctx, await avaliarTitulo(ctx.trx, id));
}
