import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import type { Db } from '../../db/database.ts';
import { lerParametros } from '../financeiro/contabilidade/mapeamento.ts';

// The assets' double entries in the ledger (lancamento_contabil): the month's depreciation
// (origem DEPRECIACAO, one per unit and group) and a write-off's (BAIXA_BEM). A side whose group
// has no ledger account goes to the accounting parameters' pending account, with the reason in
// `pendencia`, as the finance events do; without a pending account the entry is not written.

export const PENDENCIA_SEM_CONTA = 'Grupo de bens sem conta contábil: {grupo}.';

export interface Partida {
  unidadeId: number;
  data: string;
  centavos: number;
  debito: number | null;
  credito: number | null;
  historico: string;
  grupo: string;
  origem: { tipo: 'DEPRECIACAO'; competencia: string } | { tipo: 'BAIXA_BEM'; baixaId: number };
}

export async function lancar(db: Db, partidas: readonly Partida[]): Promise<number> {
  const { pendente } = await lerParametros(db);
  let escritas = 0;
  for (const p of partidas) {
    if (p.centavos <= 0) continue;
    const debito = p.debito ?? pendente;
    const credito = p.credito ?? pendente;
    if (debito === null || credito === null || debito === credito) continue;
    const pendencia = p.debito === null || p.credito === null ? PENDENCIA_SEM_CONTA.replace('{grupo}', p.grupo) : null;
    const competencia = p.origem.tipo === 'DEPRECIACAO' ? p.origem.competencia : null;
    const baixaId = p.origem.tipo === 'BAIXA_BEM' ? p.origem.baixaId : null;
    await sql`
      INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, historico, origem, competencia_depreciacao, bem_baixa_id, lote, pendencia)
      VALUES (${p.unidadeId}, ${p.data}::date, ${decimalDosCentavos(p.centavos)}::numeric, ${debito}, ${credito}, ${p.historico.slice(0, 300)}, ${p.origem.tipo},
        ${competencia}, ${baixaId}::int, nextval('lancamento_contabil_lote'), ${pendencia})`.execute(db);
    escritas++;
  }
  return escritas;
}

export interface ContasDoGrupo {
  descricao: string;
  ativo: number | null;
  depreciacao: number | null;
  despesa: number | null;
  baixa: number | null;
}

export async function contasDosGrupos(db: Db): Promise<Map<number, ContasDoGrupo>> {
  const { rows } = await sql<ContasDoGrupo & { id: number }>`
    SELECT id, descricao, conta_ativo_id AS ativo, conta_depreciacao_id AS depreciacao, conta_despesa_id AS despesa, conta_baixa_id AS baixa
    FROM patrimonio_grupo`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}
