import { sql } from 'kysely';
import { hojeNoModelo, formatDate } from '../../../../../shared/format/dates.ts';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../../shared/financeiro/centavos.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import { auditar } from '../../../../auditoria.ts';
import { errosDeFormulario, HttpError } from '../../../../http/erros.ts';
import type { ContaDoMovimento } from '../../movimento/contas.ts';
import type { Execucao } from './baixa-do-titulo.ts';
import { fechadaAte } from './periodo-fechado.ts';
import { saldoDoBancoEm, saldoDoSistemaEm } from './saldos.ts';

// The reconciled periods of an account (conciliacao_fechamento): closing up to a date when every
// statement line up to it is reconciled or ignored, storing the bank's balance and the books' at
// that date; reopening the last one (its row deleted, the audit keeps it). Closing locks the lines
// (periodo-fechado.ts). The Fechamento tab runs both as its accounts' actions (ganchos.ts).

export const MENSAGEM_FECHADO = 'Conciliação fechada até {data}.';
export const MENSAGEM_REABERTO = 'Fechamento até {data} reaberto.';
export const MENSAGEM_PENDENTES_NO_PERIODO = 'Há {quantidade} linha(s) do extrato até {data} pendente(s) de conciliação: concilie ou ignore antes de fechar.';
export const MENSAGEM_JA_FECHADO = 'A conciliação desta conta já está fechada até {data}: escolha uma data posterior.';
export const MENSAGEM_DATA_FUTURA = 'A data do fechamento não pode ser posterior a hoje.';
export const MENSAGEM_SEM_EXTRATO = 'Importe um extrato desta conta antes de fechar a conciliação.';
export const MENSAGEM_NADA_A_REABRIR = 'Esta conta não tem fechamento de conciliação a reabrir.';

const recusar = (message: string): never => {
  throw errosDeFormulario([{ field: 'ate', message }]);
};

export async function fecharConciliacao(e: Pick<Execucao, 'trx' | 'sessao'>, conta: ContaDoMovimento, ate: string): Promise<string> {
  await sql`SELECT 1 FROM conta WHERE id = ${conta.id} FOR UPDATE`.execute(e.trx);
  if (ate > hojeNoModelo()) recusar(MENSAGEM_DATA_FUTURA);
  const anterior = await fechadaAte(e.trx, conta.id);
  if (anterior !== null && ate <= anterior) recusar(interpolar(MENSAGEM_JA_FECHADO, { data: formatDate(anterior) }));
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM extrato_linha WHERE conta_id = ${conta.id} AND ativo AND situacao = 'PENDENTE' AND data <= ${ate}::date`.execute(e.trx);
  const pendentes = rows[0]?.n ?? 0;
  if (pendentes > 0) recusar(interpolar(MENSAGEM_PENDENTES_NO_PERIODO, { quantidade: pendentes, data: formatDate(ate) }));
  const banco = await saldoDoBancoEm(e.trx, conta.id, ate);
  if (banco === null) recusar(MENSAGEM_SEM_EXTRATO);
  const sistema = await saldoDoSistemaEm(e.trx, conta, ate);
  const inserido = await sql<{ id: number }>`
    INSERT INTO conciliacao_fechamento (unidade_id, conta_id, ate, saldo_banco, saldo_sistema, usuario_id)
    VALUES (${e.sessao.unidadeId}, ${conta.id}, ${ate}::date, ${decimalDosCentavos(banco ?? 0)}::numeric, ${decimalDosCentavos(sistema)}::numeric, ${e.sessao.usuarioId})
    RETURNING id`.execute(e.trx);
  const alteracoes = { ate: { de: anterior, para: ate }, saldoBanco: { de: null, para: reaisDosCentavos(banco ?? 0) }, saldoSistema: { de: null, para: reaisDosCentavos(sistema) } };
  await auditar(e.trx, { usuarioId: e.sessao.usuarioId, unidadeId: e.sessao.unidadeId, entidade: 'conciliacaoFechamento', entidadeId: inserido.rows[0]!.id, acao: 'criar', alteracoes });
  return interpolar(MENSAGEM_FECHADO, { data: formatDate(ate) });
}

export async function reabrirConciliacao(e: Pick<Execucao, 'trx' | 'sessao'>, contaId: number): Promise<string> {
  await sql`SELECT 1 FROM conta WHERE id = ${contaId} FOR UPDATE`.execute(e.trx);
  const { rows } = await sql<{ id: number; ate: string }>`
    SELECT id, to_char(ate, 'YYYY-MM-DD') AS ate FROM conciliacao_fechamento WHERE conta_id = ${contaId} AND ativo ORDER BY ate DESC LIMIT 1`.execute(e.trx);
  const ultimo = rows[0];
  if (ultimo === undefined) throw new HttpError(409, MENSAGEM_NADA_A_REABRIR);
  await sql`DELETE FROM conciliacao_fechamento WHERE id = ${ultimo.id}`.execute(e.trx);
  await auditar(e.trx, { usuarioId: e.sessao.usuarioId, unidadeId: e.sessao.unidadeId, entidade: 'conciliacaoFechamento', entidadeId: ultimo.id, acao: 'excluir', alteracoes: { ate: { de: ultimo.ate, para: null } } });
  return interpolar(MENSAGEM_REABERTO, { data: formatDate(ultimo.ate) });
}
