import { sql } from 'kysely';
import { MENSAGENS_DO_ATENDIMENTO as M, ROTULOS_DA_PRIORIDADE, ROTULOS_DA_SITUACAO } from '../../../shared/atendimento/mensagens.ts';
import { HttpError } from '../../http/erros.ts';
import { registrarGanchos, type ContextoDoFiltro, type ContextoDoGancho, type GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { idDe } from '../financeiro/valores.ts';
import { ACOES_DO_ATENDIMENTO } from './acoes.ts';
import { avisarAtribuicao } from './avisos.ts';
import { errosDoCalendario } from './calendario.ts';
import { mudancasDoFormulario, registrarMudancas, type CampoDoHistorico } from './historico.ts';
import { recalcularSla } from './sla.ts';

// The ticket form's hooks: a new ticket is stamped with who opened it and its first history rows
// (status and priority, which the SLA reads back); a save of a stored one writes a history row per
// followed field changed; both recompute the SLA. The thread and the history are the actions'
// (the descriptor shows them read-only; a payload that brings rows of its own is refused).

const SEGUIDOS: readonly CampoDoHistorico[] = ['assunto', 'tipo', 'prioridade', 'solicitantePessoa', 'solicitanteUsuario', 'setor', 'grupo'];
const ENCERRADAS = new Set(['RESOLVIDO', 'FECHADO']);

const linhas = (valor: unknown): number => (Array.isArray(valor) ? valor.length : 0);

async function abrir(ctx: ContextoDoGancho, id: number, registro: Registro): Promise<void> {
  const { rows } = await sql<{ aberto_em: Date }>`
    UPDATE atendimento_chamado SET aberto_por_id = ${ctx.sessao.usuarioId}, aberto_em = ${ctx.servicos.agora()}
    WHERE id = ${id} RETURNING aberto_em`.execute(ctx.trx);
  const em = rows[0]?.aberto_em ?? ctx.servicos.agora();
  const prioridade = String(registro['prioridade']);
  await registrarMudancas(ctx.trx, id, ctx.sessao.usuarioId, em, [
    { campo: 'situacao', de: null, para: ROTULOS_DA_SITUACAO.ABERTO, valor: 'ABERTO' },
    { campo: 'prioridade', de: null, para: ROTULOS_DA_PRIORIDADE[prioridade as keyof typeof ROTULOS_DA_PRIORIDADE] ?? prioridade, valor: prioridade },
  ]);
}

export const GANCHOS_DO_ATENDIMENTO: GanchosDoModelo = {
  validar: (_ctx, registro, antes) => {
    if (antes !== null && ENCERRADAS.has(String(antes['situacao']))) throw new HttpError(422, M.encerrado);
    if (antes === null && (linhas(registro['mensagens']) > 0 || linhas(registro['historico']) > 0)) throw new HttpError(422, M.conversaPelasAcoes);
    return [];
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    if (id === null) return;
    if (antes === null) await abrir(ctx, id, registro);
    else await registrarMudancas(ctx.trx, id, ctx.sessao.usuarioId, ctx.servicos.agora(), mudancasDoFormulario(antes, registro, SEGUIDOS, { prioridade: ROTULOS_DA_PRIORIDADE }));
    await recalcularSla(ctx.trx, id, ctx.servicos.agora());
    if (antes === null) await avisarAtribuicao(ctx, id);
  },
  filtrar: (ctx: ContextoDoFiltro, parametros) => (parametros['meus'] === true ? [sql`${ctx.coluna('responsavel')} = ${ctx.sessao.usuarioId}`] : []),
  acoes: ACOES_DO_ATENDIMENTO,
};

export function registrarGanchosDoAtendimento(): void {
  registrarGanchos('atendimento', GANCHOS_DO_ATENDIMENTO);
  // The calendar's settings screen: a save that leaves no working day, or a break outside the day, is refused.
  registrarGanchos('parametroAtendimento', { validar: (_ctx, registro) => errosDoCalendario(registro) });
}
