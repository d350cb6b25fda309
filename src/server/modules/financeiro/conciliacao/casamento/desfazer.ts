import { sql } from 'kysely';
import { auditar } from '../../../../auditoria.ts';
import { HttpError } from '../../../../http/erros.ts';
import { cancelar, estornar } from '../../titulos/acoes.ts';
import { exigirAcoes } from './acao-permitida.ts';
import { contextoDoTitulo, type Execucao } from './baixa-do-titulo.ts';
import { atualizarSituacao, travarLinha, travarLinhaPendente } from './linha.ts';

// Undoing a line's matches, ignoring a line and bringing it back, each in an open period of its
// account. A match the officer made is only unlinked: the baixa or transfer stays, as money that
// moved, and is a candidate again. A match a rule made is undone whole: the rule created its título
// and baixa, so the baixa is reversed on its own date and the título cancelled, by the finance
// core's estornar and cancelar.

export const MENSAGEM_SEM_CASAMENTO = 'Esta linha do extrato não tem casamento a desfazer.';
export const MENSAGEM_DESFEITO = 'Conciliação da linha desfeita.';
export const MENSAGEM_IGNORADA = 'Linha ignorada.';
export const MENSAGEM_RESTAURADA = 'Linha de volta às pendentes.';
export const MENSAGEM_IGNORAR_CASADA = 'Desfaça os casamentos da linha antes de ignorá-la.';
export const MENSAGEM_NAO_IGNORADA = 'Esta linha do extrato não está ignorada.';
export const MOTIVO_DO_ESTORNO = 'Conciliação desfeita: regra de conciliação.';

interface CasamentoDaRegra {
  titulo_id: number;
  tipo: 'RECEITA' | 'DESPESA';
  data: string;
}

async function desfazerDaRegra(e: Execucao, linhaId: number): Promise<void> {
  const { rows } = await sql<CasamentoDaRegra>`
    SELECT b.titulo_id, t.tipo, to_char(b.data, 'YYYY-MM-DD') AS data FROM conciliacao AS c
    JOIN baixa AS b ON b.id = c.baixa_id JOIN titulo AS t ON t.id = b.titulo_id
    WHERE c.extrato_linha_id = ${linhaId} AND c.regra_id IS NOT NULL AND b.estornada_em IS NULL ORDER BY b.id`.execute(e.trx);
  await sql`DELETE FROM conciliacao WHERE extrato_linha_id = ${linhaId}`.execute(e.trx);
  for (const c of rows) {
    exigirAcoes(e, c.tipo, ['estornar', 'cancelar']);
    await sql`SELECT 1 FROM titulo WHERE id = ${c.titulo_id} FOR UPDATE`.execute(e.trx);
    const ctx = contextoDoTitulo(e, c.tipo);
    await estornar(ctx, c.titulo_id, { dados: { data: c.data, motivo: MOTIVO_DO_ESTORNO } });
    await cancelar(ctx, c.titulo_id, { motivo: MOTIVO_DO_ESTORNO });
  }
}

export async function desfazer(e: Execucao, linhaId: number): Promise<string> {
  const linha = await travarLinha(e.trx, linhaId, e.sessao.unidadeId);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM conciliacao WHERE extrato_linha_id = ${linhaId}`.execute(e.trx);
  if ((rows[0]?.n ?? 0) === 0) throw new HttpError(409, MENSAGEM_SEM_CASAMENTO);
  await desfazerDaRegra(e, linhaId);
  await sql`UPDATE extrato_linha SET regra_id = NULL WHERE id = ${linhaId}`.execute(e.trx);
  await atualizarSituacao(e.trx, linhaId);
  const { usuarioId, unidadeId } = e.sessao;
  await auditar(e.trx, { usuarioId, unidadeId, entidade: 'extratoLinha', entidadeId: linha.id, acao: 'desfazer', alteracoes: { situacao: { de: linha.situacao, para: 'PENDENTE' } } });
  return MENSAGEM_DESFEITO;
}

export async function ignorar(e: Execucao, linhaId: number): Promise<string> {
  const linha = await travarLinhaPendente(e.trx, linhaId, e.sessao.unidadeId);
  if (linha.casadoCentavos !== 0) throw new HttpError(409, MENSAGEM_IGNORAR_CASADA);
  await sql`UPDATE extrato_linha SET situacao = 'IGNORADA', atualizado_em = now() WHERE id = ${linhaId}`.execute(e.trx);
  await auditar(e.trx, { usuarioId: e.sessao.usuarioId, unidadeId: e.sessao.unidadeId, entidade: 'extratoLinha', entidadeId: linhaId, acao: 'ignorar' });
  return MENSAGEM_IGNORADA;
}

export async function restaurar(e: Execucao, linhaId: number): Promise<string> {
  const linha = await travarLinha(e.trx, linhaId, e.sessao.unidadeId);
  if (linha.situacao !== 'IGNORADA') throw new HttpError(409, MENSAGEM_NAO_IGNORADA);
  await sql`UPDATE extrato_linha SET situacao = 'PENDENTE', atualizado_em = now() WHERE id = ${linhaId}`.execute(e.trx);
  await auditar(e.trx, { usuarioId: e.sessao.usuarioId, unidadeId: e.sessao.unidadeId, entidade: 'extratoLinha', entidadeId: linhaId, acao: 'restaurar' });
  return MENSAGEM_RESTAURADA;
}
