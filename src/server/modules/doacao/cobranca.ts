import { sql } from 'kysely';
import { enderecoDoDoador, textoDoAviso } from '../../../shared/doacao/avisos.ts';
import { aposFalha, aposPagamento, type SituacaoDaColaboracao } from '../../../shared/doacao/colaboracao.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';
import { notificacoesDasDoacoes, parametrosDasDoacoes } from './configuracao.ts';
import { registrarMovimento } from './movimento.ts';

// What a charge of a colaboração does to it: a payment restarts its failures; a failure counts one
// more and, at the parameters' limit, cancels it and tells the donor by e-mail (the outbox when
// there is no SMTP), once the transaction has committed.

interface ColaboracaoTravada {
  id: number;
  unidadeId: number;
  pessoaId: number;
  nome: string;
  email: string | null;
  valor: string;
  forma: string;
  falhas: number;
  situacao: SituacaoDaColaboracao;
}

async function travar(ctx: ContextoDoGancho, id: number): Promise<ColaboracaoTravada | null> {
  const { rows } = await sql<ColaboracaoTravada>`
    SELECT c.id, c.unidade_id AS "unidadeId", c.pessoa_id AS "pessoaId", p.nome, p.email_principal AS email, c.valor::text AS valor, c.forma, c.falhas, c.situacao
    FROM colaboracao AS c JOIN pessoa AS p ON p.id = c.pessoa_id WHERE c.id = ${id} FOR UPDATE OF c`.execute(ctx.trx);
  return rows[0] ?? null;
}

/** Cancels a plan: its state, the movement and the donor's e-mail. */
export async function cancelarColaboracao(ctx: ContextoDoGancho, c: ColaboracaoTravada, data: string, descricao: string, avisar: boolean): Promise<void> {
  await sql`UPDATE colaboracao SET situacao = 'CANCELADA', atualizado_em = now() WHERE id = ${c.id}`.execute(ctx.trx);
  await registrarMovimento(ctx.trx, { unidadeId: c.unidadeId, pessoaId: c.pessoaId, doacaoId: null, colaboracaoId: c.id, data, tipo: 'CANCELAMENTO', forma: c.forma, valor: c.valor, descricao });
  const para = enderecoDoDoador(c.email);
  if (!avisar || para === null) return;
  const { falha } = await notificacoesDasDoacoes(ctx.trx);
  const dados = { nome: c.nome, valor: c.valor, data };
  const email = { para, assunto: textoDoAviso(falha.assunto, dados), corpo: textoDoAviso(falha.texto, dados) };
  ctx.depoisDoCommit(() => void ctx.servicos.carteiro.enviar(email).catch(() => undefined));
}

export async function registrarCobranca(ctx: ContextoDoGancho, id: number, cobranca: { paga: boolean; data: string }): Promise<string | undefined> {
  const c = await travar(ctx, id);
  if (c === null) return undefined;
  if (cobranca.paga) {
    const r = aposPagamento(c.situacao);
    await sql`UPDATE colaboracao SET falhas = ${r.falhas}, situacao = ${r.situacao}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
    return undefined;
  }
  const { falhasParaCancelar } = await parametrosDasDoacoes(ctx.trx);
  const r = aposFalha(c.falhas, falhasParaCancelar);
  await sql`UPDATE colaboracao SET falhas = ${r.falhas}, situacao = ${r.situacao}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  if (!r.cancelada) return interpolar(M.falhaRegistrada, { falhas: r.falhas, limite: falhasParaCancelar });
  await cancelarColaboracao(ctx, c, cobranca.data, `Colaboração nº ${id} cancelada após ${r.falhas} falhas de cobrança`, true);
  return interpolar(M.colaboracaoCancelada, { falhas: r.falhas });
}

export async function cancelarPorPedido(ctx: ContextoDoGancho, id: number, motivo: string | null, hoje: string): Promise<void> {
  const c = await travar(ctx, id);
  if (c === null || c.unidadeId !== ctx.sessao.unidadeId) return;
  await cancelarColaboracao(ctx, c, hoje, `Colaboração nº ${id} cancelada${motivo ? `: ${motivo}` : ''}`, false);
}
