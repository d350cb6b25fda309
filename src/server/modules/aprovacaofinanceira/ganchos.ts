import { sql, type RawBuilder } from 'kysely';
import { registrarGanchos, type ContextoDoFiltro, type ContextoDoGancho } from '../../resources/ganchos.ts';
import { reavaliarPendentes, travarAprovacoes } from './avaliar.ts';
import { avisarAprovadores } from './aviso.ts';
import { aprovar, rejeitar } from './decidir.ts';

// The approval's hooks on the generic resource: the profiles and tiers, when saved, make every
// pending título be worked out again; the approval list shows only what waits for the session's
// user, who approves or rejects it there.

async function depoisDaConfiguracao(ctx: ContextoDoGancho): Promise<void> {
  await travarAprovacoes(ctx.trx);
  avisarAprovadores(ctx, [...(await reavaliarPendentes(ctx.trx)).values()].flat());
}

const doUsuario = (ctx: ContextoDoFiltro): RawBuilder<unknown>[] => [sql`${ctx.coluna('usuario')} = ${ctx.sessao.usuarioId}`];

export function registrarGanchosDaAprovacao(): void {
  registrarGanchos('perfilAprovacao', { depoisDeSalvar: depoisDaConfiguracao });
  registrarGanchos('alcada', { depoisDeSalvar: depoisDaConfiguracao });
  registrarGanchos('aprovacaoPendente', { filtrar: doUsuario, acoes: { aprovar, rejeitar } });
}
