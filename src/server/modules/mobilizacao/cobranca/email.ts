import { sql } from 'kysely';
import { enderecoDoDoador } from '../../../../shared/doacao/avisos.ts';
import { envioVazio, resumoDoEnvioDosBoletos, textoDoEmailDoBoleto, type ResultadoDoEnvioDosBoletos } from '../../../../shared/mobilizacao/boleto/email.ts';
import type { Db } from '../../../db/database.ts';
import type { Carteiro } from '../../../email.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../../resources/ganchos.ts';
import { pdfDosBoletos } from '../boleto/pdf.ts';
import { TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO as T } from '../textosDasTarefas.ts';
import { lerBoletoDaCobranca } from './impressao.ts';

// Boletos by e-mail, through the same mail path as the donations' receipt (the outbox when there
// is no SMTP): each charge's boleto in PDF attached, the linha digitável in the body, the texts of
// its agreement. Asked for on the charges to send (selection or row: one job for all, whose
// notice says how many went and how many were left out, and why), or by the remittance's job for
// the agreements whose switch is on. Each charge records when its boleto was e-mailed: the
// remittance's e-mail takes only those never sent (claimed before sending, so never twice); the
// action sends again whoever asks.

export const TIPO_EMAIL_DO_BOLETO = 'mobilizacao.cobranca.email';
export const TITULO_EMAIL_DO_BOLETO = T.tituloDoEmail;
export const MENSAGEM_EMAIL_PEDIDO = 'Envio solicitado. Você será avisado quando os e-mails tiverem saído.';

type Modo = 'pedido' | 'remessa';

/** Sends one charge's boleto; what became of it. */
async function enviarUm(db: Db, carteiro: Carteiro, unidadeId: number | null, id: number, modo: Modo): Promise<keyof ResultadoDoEnvioDosBoletos | null> {
  const boleto = await lerBoletoDaCobranca(db, unidadeId, id);
  if (boleto === null) return 'semBoleto';
  const para = enderecoDoDoador(boleto.email);
  if (para === null) return 'semEmail';
  if (modo === 'remessa') {
    const { rows } = await sql<{ id: number }>`
      UPDATE mobilizacao_cobranca SET boleto_enviado_em = now() WHERE id = ${id} AND boleto_enviado_em IS NULL RETURNING id`.execute(db);
    if (rows.length === 0) return null;
  }
  const dados = { nome: boleto.pagador, valor: boleto.valor, vencimento: boleto.vencimento, linhaDigitavel: boleto.linhaDigitavel };
  const pdf = await pdfDosBoletos([boleto.impressao]);
  const resultado = await carteiro.enviar({
    para,
    assunto: textoDoEmailDoBoleto(boleto.assunto, dados),
    corpo: textoDoEmailDoBoleto(boleto.texto, dados),
    anexos: [{ nome: `boleto-${id}.pdf`, tipo: 'application/pdf', conteudo: pdf }],
  });
  const enviado = resultado.situacao !== 'falhou';
  if (enviado || modo === 'remessa') {
    await sql`UPDATE mobilizacao_cobranca SET boleto_enviado_em = ${enviado ? sql`now()` : null} WHERE id = ${id}`.execute(db);
  }
  return enviado ? 'enviados' : 'falhas';
}

/** Sends the boletos of the charges given (those of the unit), one by one. */
export async function enviarBoletos(db: Db, carteiro: Carteiro, unidadeId: number | null, ids: readonly number[], modo: Modo): Promise<ResultadoDoEnvioDosBoletos> {
  const resultado = envioVazio();
  for (const id of ids) {
    const desfecho = await enviarUm(db, carteiro, unidadeId, id, modo);
    if (desfecho !== null) resultado[desfecho]++;
  }
  return resultado;
}

/** After a remittance: the boletos of its charges whose agreement e-mails them, never sent before; null when none is. */
export async function enviarBoletosDasRemessas(db: Db, carteiro: Carteiro, unidadeId: number, remessas: readonly number[]): Promise<string | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT c.id FROM mobilizacao_remessa_cobranca AS rc
    JOIN mobilizacao_cobranca AS c ON c.id = rc.cobranca_id
    JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
    WHERE rc.remessa_id = ANY(${[...remessas]}::int[]) AND c.unidade_id = ${unidadeId} AND f.tipo = 'boleto' AND f.enviar_boleto_por_email
      AND c.boleto_enviado_em IS NULL
    ORDER BY c.id`.execute(db);
  if (rows.length === 0) return null;
  return resumoDoEnvioDosBoletos(await enviarBoletos(db, carteiro, unidadeId, rows.map((r) => r.id), 'remessa'));
}

const pedidos = new WeakMap<ContextoDoGancho, number[]>();

/** Action email (selection or row): the ids gather under the action's context; one job for all, queued after the commit. */
export const pedirEmailDosBoletos: AcaoDoGancho = (ctx, id) => {
  const ids = pedidos.get(ctx);
  if (ids !== undefined) {
    ids.push(id);
    return Promise.resolve({ mensagem: MENSAGEM_EMAIL_PEDIDO });
  }
  const novos = [id];
  pedidos.set(ctx, novos);
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_EMAIL_DO_BOLETO, dono, { ids: novos }).catch(() => undefined));
  return Promise.resolve({ mensagem: MENSAGEM_EMAIL_PEDIDO });
};

export function tarefaDoEmailDosBoletos(carteiro: Carteiro): TipoDeTarefa<{ ids: number[] }> {
  return {
    tipo: TIPO_EMAIL_DO_BOLETO,
    titulo: TITULO_EMAIL_DO_BOLETO,
    aviso: 'RELATORIO',
    // Envio shows when each boleto was e-mailed.
    recursos: ['/api/mobilizacao/remessa/envio'],
    // A retry would e-mail again those already sent.
    tentativas: 0,
    async executar(ctx) {
      const resultado = await enviarBoletos(ctx.db, carteiro, ctx.unidadeId, ctx.parametros.ids, 'pedido');
      return { mensagem: resumoDoEnvioDosBoletos(resultado) };
    },
  };
}
