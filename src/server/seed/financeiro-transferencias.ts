import { sql } from 'kysely';
import { somarDias, somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { SENTIDO_NA_UNIDADE } from '../modules/financeiro/transferencias/lados.ts';

// A year of each unit's transfers, so the statement and the cash flow read like a real
// nonprofit's on first start: every Monday the Sede deposits its cash takings in the bank and the
// Unidade Norte's bank tops up its petty cash, every month part of the bank balance goes to the
// investment account, the Sede sent the Unidade Norte money once (each unit lists its side), and
// one deposit was reversed the next day. Set-based: one INSERT per kind.

interface Rotina {
  unidade: 'sede' | 'norte';
  caixa: string;
  /** The weekly transfer: the cash deposited in the bank, or the bank topping up the cash. */
  semanal: { descricao: string; doCaixa: boolean; valor: number };
  aplicacao: number;
}

export const DEPOSITO_SEMANAL = 'Depósito semanal do caixa no banco';
export const REFORCO_SEMANAL = 'Reforço semanal do caixa';
export const APLICACAO_MENSAL = 'Aplicação do excedente do mês';
export const REPASSE = 'Repasse para a reforma da Unidade Norte';

const ROTINAS: readonly Rotina[] = [
  { unidade: 'sede', caixa: 'Caixa da Sede', semanal: { descricao: DEPOSITO_SEMANAL, doCaixa: true, valor: 250 }, aplicacao: 1500 },
  { unidade: 'norte', caixa: 'Caixa da Unidade Norte', semanal: { descricao: REFORCO_SEMANAL, doCaixa: false, valor: 150 }, aplicacao: 1000 },
];

const contaDa = (unidade: number, descricao: string) => sql`(SELECT id FROM conta WHERE unidade_id = ${unidade} AND descricao = ${descricao})`;

async function rotinas(db: Db, unidade: number, rotina: Rotina, inicio: string, hoje: string): Promise<void> {
  const [banco, caixa, aplicacao] = [contaDa(unidade, 'Banco do Brasil c/c'), contaDa(unidade, rotina.caixa), contaDa(unidade, 'Bradesco aplicação')];
  await sql`
    INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao, sentido)
    SELECT ${unidade}, d::date, ${rotina.semanal.doCaixa ? caixa : banco}, ${rotina.semanal.doCaixa ? banco : caixa}, ${rotina.semanal.valor}, ${rotina.semanal.descricao}, ${SENTIDO_NA_UNIDADE}
    FROM generate_series(date_trunc('week', ${inicio}::date) + interval '7 days', ${hoje}::date, interval '7 days') AS d`.execute(db);
  await sql`
    INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao, sentido)
    SELECT ${unidade}, d::date + 4, ${banco}, ${aplicacao}, ${rotina.aplicacao}, ${APLICACAO_MENSAL}, ${SENTIDO_NA_UNIDADE}
    FROM generate_series(date_trunc('month', ${inicio}::date) + interval '1 month', ${hoje}::date - 4, interval '1 month') AS d`.execute(db);
}

/** The Sede's one transfer to the Unidade Norte, with the Norte's side. */
async function repasse(db: Db, sede: number, norte: number, data: string): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao, sentido)
    VALUES (${sede}, ${data}::date, ${contaDa(sede, 'Banco do Brasil c/c')}, ${contaDa(norte, 'Banco do Brasil c/c')}, 8000, ${REPASSE},
      'Saída para Banco do Brasil c/c (Unidade Norte)')
    RETURNING id`.execute(db);
  await sql`
    INSERT INTO transferencia (unidade_id, origem_id, data, conta_origem_id, conta_destino_id, valor, descricao, sentido)
    SELECT ${norte}, id, data, conta_origem_id, conta_destino_id, valor, descricao, 'Entrada de Banco do Brasil c/c (Sede)' FROM transferencia WHERE id = ${rows[0]?.id ?? 0}`.execute(db);
}

export async function semearTransferencias(db: Db, unidades: { sede: number; norte: number }): Promise<void> {
  const hoje = hojeNoModelo();
  const inicio = somarMeses(hoje, -12);
  for (const rotina of ROTINAS) await rotinas(db, unidades[rotina.unidade], rotina, inicio, hoje);
  await repasse(db, unidades.sede, unidades.norte, somarMeses(hoje, -3));
  // One deposit of the Sede about two months ago entered twice by mistake, reversed the next day.
  await sql`
    UPDATE transferencia SET data_estorno = data + 1, estornado_em = (data + 1)::timestamptz, estorno_motivo = 'Depósito lançado em duplicidade.'
    WHERE id = (SELECT id FROM transferencia WHERE unidade_id = ${unidades.sede} AND descricao = ${DEPOSITO_SEMANAL} AND data <= ${somarDias(hoje, -60)}::date
      ORDER BY data DESC LIMIT 1)`.execute(db);
}
