import { sql } from 'kysely';
import { encerramento } from '../../../../shared/contabilidade/encerramento.ts';
import type { Partida } from '../../../../shared/contabilidade/partida.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import { lerParametros } from './mapeamento.ts';
import { anoEncerrado } from './periodo-fechado.ts';
import { lerPlano } from './plano.ts';

// The year-end closing of a unit's books (POST /api/financeiro/contabilidade/encerramento {ano}):
// the pure encerramento (src/shared/contabilidade/encerramento.ts) over each account's balance up to
// 31 December (saldo_contabil_diario), written as ENCERRAMENTO entries dated that day, one lote.

export const HISTORICO_DO_ENCERRAMENTO = 'Encerramento do exercício de {ano}';
export const MENSAGEM_JA_ENCERRADO = 'O exercício de {ano} já foi encerrado.';
export const MENSAGEM_SEM_CONTAS = 'Escolha nos parâmetros contábeis a conta de apuração do resultado e a do patrimônio social antes de encerrar o exercício.';
export const MENSAGEM_ENCERRADO = 'Exercício de {ano} encerrado: superávit de R$ {valor}.';
export const MENSAGEM_ENCERRADO_DEFICIT = 'Exercício de {ano} encerrado: déficit de R$ {valor}.';

export interface ResultadoDoEncerramento {
  ano: number;
  lancamentos: number;
  superavitCentavos: number;
}

export async function encerrarExercicio(db: Db, unidadeId: number, usuarioId: number, ano: number): Promise<ResultadoDoEncerramento> {
  const texto = (modelo: string): string => modelo.replace('{ano}', String(ano));
  // One closing at a time: the second waits and finds the first's entries.
  await sql`SELECT pg_advisory_xact_lock(hashtext('encerramento'), ${unidadeId})`.execute(db);
  if (await anoEncerrado(db, unidadeId, ano)) throw new HttpError(422, texto(MENSAGEM_JA_ENCERRADO));
  const parametros = await lerParametros(db);
  const plano = await lerPlano(db);
  const codigo = (id: number | null): string | undefined => plano.find((c) => c.id === id)?.codigo;
  const [resultado, patrimonio] = [codigo(parametros.resultado), codigo(parametros.patrimonio)];
  if (resultado === undefined || patrimonio === undefined) throw new HttpError(422, MENSAGEM_SEM_CONTAS);
  const data = `${String(ano).padStart(4, '0')}-12-31`;
  const { rows } = await sql<{ conta: number; saldo: string }>`
    SELECT conta_contabil_id AS conta, sum(debitos - creditos)::text AS saldo FROM saldo_contabil_diario
    WHERE unidade_id = ${unidadeId} AND data <= ${data}::date GROUP BY conta_contabil_id HAVING sum(debitos - creditos) <> 0`.execute(db);
  // Each balance as one entry against no account of the chart: the rules read only the chart's side.
  const saldos: Partida[] = rows.flatMap((r) => {
    const conta = codigo(r.conta);
    const valor = Math.round(Number(r.saldo) * 100);
    if (conta === undefined) return [];
    const base = { data, centroDeCustoDebito: null, centroDeCustoCredito: null, historico: '', encerramento: false };
    return [valor > 0 ? { ...base, valorCentavos: valor, debito: conta, credito: '' } : { ...base, valorCentavos: -valor, debito: '', credito: conta }];
  });
  const calculado = encerramento(plano, saldos, ano, { resultado, patrimonio, historico: texto(HISTORICO_DO_ENCERRAMENTO) });
  if (!calculado.ok) throw new HttpError(422, calculado.mensagem);
  const ids = new Map(plano.map((c) => [c.codigo, c.id]));
  if (calculado.partidas.length > 0) {
    const linhas = calculado.partidas.map((p) => sql`(${(p.valorCentavos / 100).toFixed(2)}::numeric, ${ids.get(p.debito)}::int, ${ids.get(p.credito)}::int, ${p.historico})`);
    await sql`
      INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, historico, origem, lote, usuario_id)
      SELECT ${unidadeId}, ${data}::date, v.valor, v.debito, v.credito, v.historico, 'ENCERRAMENTO', n.lote, ${usuarioId}
      FROM (VALUES ${sql.join(linhas)}) AS v (valor, debito, credito, historico) CROSS JOIN (SELECT nextval('lancamento_contabil_lote') AS lote) AS n`.execute(db);
  }
  return { ano, lancamentos: calculado.partidas.length, superavitCentavos: calculado.superavitCentavos };
}
