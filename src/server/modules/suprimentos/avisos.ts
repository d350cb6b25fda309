import { sql } from 'kysely';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';

// The live notices of the supplies, sent once the write commits (a closed channel loses only the
// notice: the lists show the state anyway): to the stock keepers (the tag
// suprimentos.estoque.almoxarife) when an item falls below its minimum, and to a requisition's
// requester when it is approved, rejected or issued.

export const TAG_DO_ALMOXARIFE = 'suprimentos.estoque.almoxarife';
export const MENSAGEM_TITULO_ABAIXO_DO_MINIMO = 'Estoque abaixo do mínimo';
export const MENSAGEM_ABAIXO_DO_MINIMO = 'O item {item} ficou abaixo do estoque mínimo.';

type Contexto = Pick<ContextoDoGancho, 'servicos' | 'depoisDoCommit' | 'trx'>;

export function avisar(ctx: Contexto, usuarioIds: readonly number[], title: string, msg: string): void {
  if (usuarioIds.length === 0) return;
  ctx.depoisDoCommit(() => {
    const { tempoReal } = ctx.servicos;
    if (!tempoReal.aberto) return;
    for (const usuarioId of new Set(usuarioIds)) {
      tempoReal.notificarUsuario(usuarioId, { tipo: 'JOB', title, msg }).catch(() => undefined);
    }
  });
}

async function almoxarifes(ctx: Contexto): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT DISTINCT ug.usuario_id AS id FROM usuario_grupo AS ug
    JOIN grupo_permissao_tag AS t ON t.grupo_id = ug.grupo_id JOIN usuario AS u ON u.id = ug.usuario_id
    WHERE t.tag = ${TAG_DO_ALMOXARIFE} AND u.ativo`.execute(ctx.trx);
  return rows.map((r) => r.id);
}

export async function avisarAbaixoDoMinimo(ctx: Contexto, item: { codigo: string; descricao: string }): Promise<void> {
  const msg = interpolar(MENSAGEM_ABAIXO_DO_MINIMO, { item: `${item.codigo} – ${item.descricao}` });
  avisar(ctx, await almoxarifes(ctx), MENSAGEM_TITULO_ABAIXO_DO_MINIMO, msg);
}
