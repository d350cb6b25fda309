import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { OperacaoDoFechamento, PedidoDeFechamento } from '../../../../shared/api/fechamento.ts';
import { problemasDaReabertura, problemasDoFechamento, type Mudanca, type Problema } from '../../../../shared/contabilidade/fechamento.ts';
import { formatDate, hojeNoModelo, parseModel } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { MENSAGENS_VALIDACAO } from '../../../../shared/validation/messages.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { exerciciosSemEncerramento } from './exercicios-sem-encerramento.ts';
import { dataDeFechamento } from './trava.ts';

// A closing or a reopening: a new row of fechamento_contabil (never an update), judged by the pure
// rules against the lock in force, read under a lock of the table so two officers moving the
// date at once are judged one after the other. Each change also goes into the audit.

export const MENSAGEM_FECHADO = 'Período fechado até {data}.';
export const MENSAGEM_REABERTO = 'Período reaberto: fechado agora até {data}.';
export const MENSAGEM_TUDO_REABERTO = 'Período reaberto: não há mais período fechado.';

const REGRAS: Readonly<Record<OperacaoDoFechamento, (m: Mudanca) => Problema[]>> = { FECHAMENTO: problemasDoFechamento, REABERTURA: problemasDaReabertura };

const erroDo = (p: Problema): FieldError => ({ field: p.campo, message: p.data === undefined ? p.mensagem : interpolar(p.mensagem, { data: formatDate(p.data) }) });

/** The day asked (YYYY-MM-DD, a time after it ignored), null when none; a 422 on data when it is not a date. */
function diaPedido(data: string | null): string | null {
  if (data === null || data === '') return null;
  const dia = parseModel(data)?.slice(0, 10);
  if (dia === undefined) throw errosDeFormulario([{ field: 'data', message: MENSAGENS_VALIDACAO.date }]);
  return dia;
}

export async function mudarFechamento(db: Db, operacao: OperacaoDoFechamento, pedido: PedidoDeFechamento, usuarioId: number, unidadeId: number | null): Promise<string> {
  const nova = diaPedido(pedido.data);
  const motivo = pedido.motivo?.trim() || null;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE fechamento_contabil IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const atual = await dataDeFechamento(trx);
    const problemas = REGRAS[operacao]({ atual, nova, motivo, hoje: hojeNoModelo() });
    if (problemas.length > 0) throw errosDeFormulario(problemas.map(erroDo));
    const semEncerramento = operacao === 'FECHAMENTO' && nova !== null ? await exerciciosSemEncerramento(trx, atual, nova) : [];
    if (semEncerramento.length > 0) throw errosDeFormulario(semEncerramento);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO fechamento_contabil (data_fechamento, operacao, motivo, usuario_id) VALUES (${nova}::date, ${operacao}, ${motivo}, ${usuarioId}) RETURNING id`.execute(trx);
    const alteracoes = { dataFechamento: { de: atual, para: nova }, ...(motivo === null ? {} : { motivo: { de: null, para: motivo } }) };
    await auditar(trx, { usuarioId, unidadeId, entidade: 'fechamentoContabil', entidadeId: rows[0]?.id ?? 0, acao: operacao === 'FECHAMENTO' ? 'fechar' : 'reabrir', alteracoes });
    if (nova === null) return MENSAGEM_TUDO_REABERTO;
    return interpolar(operacao === 'FECHAMENTO' ? MENSAGEM_FECHADO : MENSAGEM_REABERTO, { data: formatDate(nova) });
  });
}
