import { sql } from 'kysely';
import { geraNoMes, vencimentoNoMes, type PlanoMensal } from '../../../shared/doacao/colaboracao.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import type { Db } from '../../db/database.ts';
import { cobrarReceivelDaColaboracao } from '../mobilizacao/cobranca/criar.ts';
import { registrarMovimento } from './movimento.ts';
import { cobrarDoacao } from './provedores.ts';
import { criarTituloDaDoacao } from './titulo.ts';

// The month's gifts of the recurring plans: one per plan and month (the unique key of doacao
// refuses a second), due on the plan's day, each a receivable, a movement line and a charge of
// its method's provider (a PIX gift's txid); one by boleto or débito automático with a bank
// agreement also becomes a charge waiting for the bank's remittance (mobilização).

interface PlanoLido extends PlanoMensal {
  id: number;
  unidadeId: number;
  pessoaId: number;
  valor: string;
  forma: string;
  campanha: string | null;
  projetoId: number | null;
}

async function lerPlanos(trx: Db, ids: readonly number[] | null): Promise<PlanoLido[]> {
  const { rows } = await sql<PlanoLido>`
    SELECT id, unidade_id AS "unidadeId", pessoa_id AS "pessoaId", valor::text AS valor, forma, campanha, projeto_id AS "projetoId",
      dia_do_mes AS "diaDoMes", to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim, situacao
    FROM colaboracao WHERE ativo AND (${ids === null} OR id = ANY(${ids ?? []}::int[])) ORDER BY id FOR UPDATE`.execute(trx);
  return rows;
}

/** Creates the gift of a plan for the month (AAAA-MM) unless it has one or the plan does not charge then; answers its id. */
export async function gerarDoMes(trx: Db, plano: PlanoLido, competencia: string, origem: 'COLABORACAO' | 'PORTAL' = 'COLABORACAO', txid: string | null = null): Promise<number | null> {
  if (!geraNoMes(plano, competencia)) return null;
  const data = vencimentoNoMes(plano.diaDoMes, competencia);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, campanha, projeto_id, periodicidade, colaboracao_id, competencia, origem, txid)
    VALUES (${plano.unidadeId}, ${plano.pessoaId}, ${data}::date, ${plano.valor}::numeric, ${plano.forma}, ${plano.campanha}, ${plano.projetoId}, 'MENSAL', ${plano.id},
      ${`${competencia}-01`}::date, ${origem}, ${txid})
    ON CONFLICT (colaboracao_id, competencia) DO NOTHING
    RETURNING id`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await registrarMovimento(trx, { unidadeId: plano.unidadeId, pessoaId: plano.pessoaId, doacaoId: id, colaboracaoId: plano.id, data, tipo: 'DOACAO', forma: plano.forma, valor: plano.valor, descricao: `Doação nº ${id} da colaboração nº ${plano.id}` });
  const tituloId = await criarTituloDaDoacao(trx, { doacaoId: id, unidadeId: plano.unidadeId, pessoaId: plano.pessoaId, data, valor: plano.valor, contaId: null });
  await cobrarReceivelDaColaboracao(trx, plano.id, { unidadeId: plano.unidadeId, pessoaId: plano.pessoaId, tituloId, vencimento: data, valor: plano.valor, emissao: hojeNoModelo() });
  await cobrarDoacao(trx, { id, valor: plano.valor, forma: plano.forma, txid });
  return id;
}

/** The month's gifts of the plans given (all active plans with null); answers how many were created. */
export async function gerarDoacoesDoMes(trx: Db, competencia: string, ids: readonly number[] | null): Promise<number> {
  let criadas = 0;
  for (const plano of await lerPlanos(trx, ids)) if ((await gerarDoMes(trx, plano, competencia)) !== null) criadas++;
  return criadas;
}

export async function planoDe(trx: Db, id: number): Promise<PlanoLido | null> {
  return (await lerPlanos(trx, [id]))[0] ?? null;
}
