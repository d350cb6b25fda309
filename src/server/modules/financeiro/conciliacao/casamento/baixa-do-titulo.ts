import { sql } from 'kysely';
import type { Model } from '../../../../../shared/engine/types.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../../shared/financeiro/centavos.ts';
import type { SessaoAtiva } from '../../../../auth/sessoes.ts';
import type { Db } from '../../../../db/database.ts';
import { naoEncontrado } from '../../../../http/erros.ts';
import type { ContextoDoGancho } from '../../../../resources/index.ts';
import type { Servicos } from '../../../../servicos.ts';
import { baixar } from '../../titulos/acoes.ts';
import { exigirAcoes } from './acao-permitida.ts';
import type { LinhaTravada } from './linha.ts';

// Paying an open título from a statement line: the finance core's own baixar action (its
// installments, its amount checks, its recomputed situação), run in the matching's transaction
// with the título locked as the engine locks it, dated the line's date, on the line's account.

export interface Execucao {
  trx: Db;
  sessao: SessaoAtiva;
  servicos: Servicos;
  modelos: Readonly<Record<string, Model>>;
  depoisDoCommit(efeito: () => void): void;
}

interface TituloAberto {
  tipo: 'RECEITA' | 'DESPESA';
  aberto: string;
}

export function contextoDoTitulo(e: Execucao, tipo: TituloAberto['tipo']): ContextoDoGancho {
  const modelo = tipo === 'RECEITA' ? 'receita' : 'despesa';
  const definido = e.modelos[modelo];
  if (definido === undefined) throw new Error(`Model ${modelo} is missing from the catalogue.`);
  return { trx: e.trx, sessao: e.sessao, servicos: e.servicos, recurso: { url: `/api/titulos/${modelo}s`, modelo: definido }, depoisDoCommit: e.depoisDoCommit };
}

/** The título of the session's unit, open, locked; or not found. */
export async function travarTituloAberto(trx: Db, id: number, unidadeId: number): Promise<TituloAberto & { abertoCentavos: number }> {
  const { rows } = await sql<TituloAberto>`
    SELECT tipo, valor_aberto::text AS aberto FROM titulo WHERE id = ${id} AND unidade_id = ${unidadeId} AND situacao IN ('ABERTO', 'PARCIAL') FOR UPDATE`.execute(trx);
  const t = rows[0];
  if (t === undefined) throw naoEncontrado();
  return { ...t, abertoCentavos: centavosDoDecimal(t.aberto) ?? 0 };
}

/** Pays `centavos` of the título on the line's date and account; the ids of the baixas made. */
export async function baixarPelaLinha(e: Execucao, tituloId: number, tipo: TituloAberto['tipo'], linha: LinhaTravada, centavos: number): Promise<number[]> {
  exigirAcoes(e, tipo, ['baixar']);
  const antes = await sql<{ ultimo: number }>`SELECT coalesce(max(id), 0)::int AS ultimo FROM baixa WHERE titulo_id = ${tituloId}`.execute(e.trx);
  const dados = { data: linha.data, conta: linha.contaId, forma: 'TRANSFERENCIA', valor: reaisDosCentavos(centavos) };
  await baixar(contextoDoTitulo(e, tipo), tituloId, { dados });
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM baixa WHERE titulo_id = ${tituloId} AND id > ${antes.rows[0]?.ultimo ?? 0} ORDER BY id`.execute(e.trx);
  return rows.map((r) => r.id);
}
