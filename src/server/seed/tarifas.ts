import { sql } from 'kysely';
import { decimalDosCentavos } from '../../shared/financeiro/centavos.ts';
import type { TarifaDoRegistro } from '../../shared/mobilizacao/tarifas.ts';
import type { Db } from '../db/database.ts';
import type { Baixador } from '../modules/mobilizacao/remessa/liquidacao.ts';
import { lancarTarifasDoArquivo } from '../modules/mobilizacao/tarifas/lancar.ts';
import { recalcularTitulo } from '../modules/financeiro/titulos/posicao.ts';

// The demo's utility return books its fees as the return job does (tarifas/lancar.ts): one paid
// despesa per credit date in the utility's fee category. The seed has no session, so the baixa is
// written as the seed writes the gifts' (the finance core's columns, the título recalculated).

const baixaDoSeed = (db: Db): Baixador => async (tituloId, dados) => {
  await sql`INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor)
    SELECT id, unidade_id, 0, 1, ${String(dados['data'])}::date, ${Number(dados['conta'])}, ${String(dados['forma'])}, valor FROM titulo WHERE id = ${tituloId}`.execute(db);
  await recalcularTitulo(db, tituloId);
};

export interface RetornoDaDemonstracao {
  sede: number;
  formaId: number;
  retornoId: number;
  nome: string;
  tituloIds: readonly number[];
}

export async function semearTarifasDoRetorno(db: Db, r: RetornoDaDemonstracao, registros: readonly TarifaDoRegistro[]): Promise<void> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM usuario ORDER BY id LIMIT 1`.execute(db);
  const usuarioId = rows[0]?.id;
  if (usuarioId === undefined) return;
  const feito = await lancarTarifasDoArquivo(
    { trx: db, unidadeId: r.sede, usuarioId, baixar: baixaDoSeed(db), formaCobrancaId: r.formaId, retorno: { concessionaria: r.retornoId }, descricao: `Tarifas de arrecadação do retorno nº ${r.retornoId} (${r.nome})`, tituloIds: r.tituloIds },
    registros,
  );
  await sql`UPDATE mobilizacao_retorno_concessionaria SET tarifas = ${decimalDosCentavos(feito.tarifaCentavos)}::numeric, tarifas_motivo = ${feito.motivo} WHERE id = ${r.retornoId}`.execute(db);
}
