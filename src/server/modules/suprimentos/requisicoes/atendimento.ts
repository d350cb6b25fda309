import { sql } from 'kysely';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { avisar, avisarAbaixoDoMinimo } from '../avisos.ts';
import { permiteEstoqueNegativo } from '../parametros.ts';
import { decimalDosMilesimos, milesimosDoDecimal } from '../quantidades.ts';
import { lancar } from '../razao.ts';
import { MENSAGEM_TITULO_DA_REQUISICAO } from './decisao.ts';
import { lerRequisicao, type LinhaDaRequisicao } from './leitura.ts';

// Issuing an approved requisition: each line takes what is still pending, or what its location
// has when that is less (the rest waits for the next issue: a partial issue), each as a ledger
// issue at the average cost under the item's row lock. Nothing at all to issue is refused.

export const MENSAGEM_REQUISICAO_ATENDIDA = 'A requisição nº {id} foi atendida.';
export const MENSAGEM_REQUISICAO_PARCIAL = 'A requisição nº {id} foi atendida em parte: o que faltou no estoque fica para o próximo atendimento.';

/** What the location has of the item now, with the item's row locked (the ledger takes the same lock). */
async function disponivel(trx: Db, itemId: number, localId: number): Promise<number> {
  await sql`SELECT id FROM suprimento_item WHERE id = ${itemId} FOR NO KEY UPDATE`.execute(trx);
  const { rows } = await sql<{ q: string }>`SELECT quantidade::text AS q FROM suprimento_estoque WHERE item_id = ${itemId} AND local_id = ${localId}`.execute(trx);
  return Math.max(milesimosDoDecimal(rows[0]?.q ?? '0') ?? 0, 0);
}

async function aEntregar(trx: Db, linha: LinhaDaRequisicao, localId: number, negativo: boolean): Promise<number> {
  const pendente = linha.quantidade - linha.atendida;
  if (pendente <= 0 || negativo) return pendente;
  return Math.min(pendente, await disponivel(trx, linha.itemId, localId));
}

export const atenderRequisicao: AcaoDoGancho = async (ctx, id) => {
  const r = await lerRequisicao(ctx.trx, id, ctx.sessao.unidadeId);
  if (r.situacao !== 'APROVADA' && r.situacao !== 'PARCIALMENTE_ATENDIDA') throw new HttpError(409, M.requisicaoNaoAprovada);
  const negativo = await permiteEstoqueNegativo(ctx.trx);
  let entregue = 0;
  let completa = true;
  for (const linha of r.linhas) {
    const q = await aEntregar(ctx.trx, linha, r.localId, negativo);
    if (linha.atendida + q < linha.quantidade) completa = false;
    if (q <= 0) continue;
    const l = await lancar(ctx.trx, { data: hojeNoModelo(), tipo: 'REQUISICAO', itemId: linha.itemId, localId: r.localId, quantidade: q, usuarioId: ctx.sessao.usuarioId, requisicaoId: id, setorId: r.setorId });
    if ('erro' in l) throw new HttpError(422, l.erro);
    await sql`UPDATE suprimento_requisicao_item SET quantidade_atendida = quantidade_atendida + ${decimalDosMilesimos(q)}::numeric WHERE id = ${linha.id}`.execute(ctx.trx);
    if (l.ficouAbaixoDoMinimo) await avisarAbaixoDoMinimo(ctx, l.item);
    entregue += q;
  }
  if (entregue === 0) throw new HttpError(422, M.requisicaoSemEstoque);
  await sql`UPDATE suprimento_requisicao SET situacao = ${completa ? 'ATENDIDA' : 'PARCIALMENTE_ATENDIDA'}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  const mensagem = interpolar(completa ? MENSAGEM_REQUISICAO_ATENDIDA : MENSAGEM_REQUISICAO_PARCIAL, { id });
  if (r.solicitanteId !== null) avisar(ctx, [r.solicitanteId], MENSAGEM_TITULO_DA_REQUISICAO, mensagem);
  return { mensagem };
};
