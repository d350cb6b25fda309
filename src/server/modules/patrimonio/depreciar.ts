import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { indiceDaCompetencia, type Competencia } from '../../../shared/patrimonio/competencia.ts';
import { cronograma, type Quota } from '../../../shared/patrimonio/depreciacao.ts';
import type { Db } from '../../db/database.ts';
import { recusarAcaoSeFechada } from '../financeiro/fechamento/trava.ts';
import { contasDosGrupos, lancar, type Partida } from './lancamentos.ts';
import { bensEmUso, type BemGravado } from './regraDoBem.ts';

// The month's depreciation: every quota of each asset in use up to `competencia` that is not
// posted yet (an asset registered late catches up in the month it is posted) is stored once in
// depreciacao_quota (UNIQUE per asset and month, inserted ON CONFLICT DO NOTHING), and only what
// this run stored is booked: running the same month twice books nothing the second time. The
// entries go on the month's last day, one per unit and group: debit the group's depreciation
// expense, credit its accumulated depreciation.

export const HISTORICO_DEPRECIACAO = 'Depreciação de {competencia} – {grupo}';

/** The last day of a month, YYYY-MM-DD. */
export function ultimoDia(competencia: Competencia): string {
  const proximo = indiceDaCompetencia(competencia) + 1;
  const fim = new Date(Date.UTC(Math.floor(proximo / 12), proximo % 12, 0));
  return fim.toISOString().slice(0, 10);
}

/** Stores the given quotas of an asset that are not stored yet; answers the cents stored. */
export async function gravarQuotas(db: Db, bem: BemGravado, quotas: readonly Quota[]): Promise<number> {
  if (quotas.length === 0) return 0;
  const linhas = quotas.map((q) => sql`(${bem.id}::int, ${q.competencia}, ${decimalDosCentavos(q.valorCentavos)}::numeric)`);
  const { rows } = await sql<{ valor: string }>`
    INSERT INTO depreciacao_quota (bem_id, competencia, valor) VALUES ${sql.join(linhas)}
    ON CONFLICT (bem_id, competencia) DO NOTHING RETURNING valor::text`.execute(db);
  const centavos = rows.reduce((soma, r) => soma + Math.round(Number(r.valor) * 100), 0);
  if (centavos > 0) {
    await sql`UPDATE bem SET depreciacao_lancada = depreciacao_lancada + ${decimalDosCentavos(centavos)}::numeric, atualizado_em = now() WHERE id = ${bem.id}`.execute(db);
  }
  return centavos;
}

/** The quotas of an asset's schedule up to and including `competencia`. */
export const quotasAte = (bem: BemGravado, competencia: Competencia): Quota[] =>
  bem.regra === null ? [] : cronograma(bem.regra).filter((q) => indiceDaCompetencia(q.competencia) <= indiceDaCompetencia(competencia));

export interface ResultadoDaDepreciacao {
  bens: number;
  centavos: number;
  lancamentos: number;
}

export async function depreciarMes(db: Db, competencia: Competencia): Promise<ResultadoDaDepreciacao> {
  const data = ultimoDia(competencia);
  await recusarAcaoSeFechada(db, data);
  const contas = await contasDosGrupos(db);
  const somas = new Map<string, { unidadeId: number; grupoId: number; centavos: number }>();
  let bens = 0;
  for (const bem of await bensEmUso(db, competencia)) {
    const centavos = await gravarQuotas(db, bem, quotasAte(bem, competencia));
    if (centavos === 0) continue;
    bens++;
    const chave = `${bem.unidadeId}:${bem.grupoId}`;
    const soma = somas.get(chave) ?? { unidadeId: bem.unidadeId, grupoId: bem.grupoId, centavos: 0 };
    somas.set(chave, { ...soma, centavos: soma.centavos + centavos });
  }
  const partidas: Partida[] = [...somas.values()].map((s) => {
    const grupo = contas.get(s.grupoId);
    const nome = grupo?.descricao ?? '';
    return {
      unidadeId: s.unidadeId,
      data,
      centavos: s.centavos,
      debito: grupo?.despesa ?? null,
      credito: grupo?.depreciacao ?? null,
      historico: HISTORICO_DEPRECIACAO.replace('{competencia}', `${competencia.slice(5)}/${competencia.slice(0, 4)}`).replace('{grupo}', nome),
      grupo: nome,
      origem: { tipo: 'DEPRECIACAO', competencia },
    };
  });
  const lancamentos = await lancar(db, partidas);
  return { bens, centavos: [...somas.values()].reduce((t, s) => t + s.centavos, 0), lancamentos };
}
