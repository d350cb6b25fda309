import { sql } from 'kysely';
import { centavosDosReais, reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { cronograma, type RegraDeDepreciacao } from '../../../shared/patrimonio/depreciacao.ts';
import type { Db } from '../../db/database.ts';
import { numero, texto } from '../financeiro/valores.ts';

// An asset's depreciation rule as the module reads it: from a record being saved (reais, the
// group's life when the asset's is blank) or from the table (the monthly job, the write-off).
// A group that does not depreciate (land) gives no rule.

export interface GrupoDoBem {
  depreciavel: boolean;
  vidaUtilMeses: number;
}

export async function lerGrupo(db: Db, id: number): Promise<GrupoDoBem | null> {
  const { rows } = await sql<GrupoDoBem>`
    SELECT depreciavel, vida_util_meses AS "vidaUtilMeses" FROM patrimonio_grupo WHERE id = ${id}`.execute(db);
  return rows[0] ?? null;
}

const centavos = (valor: unknown): number => centavosDosReais(numero(valor) ?? 0) ?? 0;

/** The rule of a record (reais) under its group; null for land. */
export function regraDoRegistro(registro: Readonly<Record<string, unknown>>, grupo: GrupoDoBem): RegraDeDepreciacao | null {
  if (!grupo.depreciavel) return null;
  const vida = numero(registro['vidaUtilMeses']);
  return {
    valorCentavos: centavos(registro['valor']),
    residualCentavos: centavos(registro['valorResidual']),
    vidaUtilMeses: vida === null || vida === 0 ? grupo.vidaUtilMeses : vida,
    inicioUso: (texto(registro['inicioUso']) ?? '').slice(0, 10),
    acumuladaCentavos: centavos(registro['depreciacaoAcumulada']),
  };
}

/** The schedule as the form's list shows it (reais). */
export const cronogramaEmReais = (regra: RegraDeDepreciacao | null): { competencia: string; valor: number }[] =>
  regra === null ? [] : cronograma(regra).map((q) => ({ competencia: q.competencia, valor: reaisDosCentavos(q.valorCentavos) }));

export interface BemGravado {
  id: number;
  unidadeId: number;
  grupoId: number;
  plaqueta: string;
  descricao: string;
  situacao: 'ATIVO' | 'BAIXADO';
  valorCentavos: number;
  lancadaCentavos: number;
  inicioUso: string;
  regra: RegraDeDepreciacao | null;
}

interface Linha {
  id: number;
  unidadeId: number;
  grupoId: number;
  plaqueta: string;
  descricao: string;
  situacao: 'ATIVO' | 'BAIXADO';
  valor: string;
  valorResidual: string;
  vidaUtilMeses: number;
  inicioUso: string;
  acumulada: string;
  lancada: string;
  depreciavel: boolean;
}

const deCentavos = (t: string): number => Math.round(Number(t) * 100);

function bemDaLinha(l: Linha): BemGravado {
  const regra: RegraDeDepreciacao | null = l.depreciavel && l.vidaUtilMeses > 0
    ? { valorCentavos: deCentavos(l.valor), residualCentavos: deCentavos(l.valorResidual), vidaUtilMeses: l.vidaUtilMeses, inicioUso: l.inicioUso, acumuladaCentavos: deCentavos(l.acumulada) }
    : null;
  return { id: l.id, unidadeId: l.unidadeId, grupoId: l.grupoId, plaqueta: l.plaqueta, descricao: l.descricao, situacao: l.situacao, valorCentavos: deCentavos(l.valor), lancadaCentavos: deCentavos(l.lancada), inicioUso: l.inicioUso, regra };
}

const SELECAO = sql`SELECT b.id, b.unidade_id AS "unidadeId", b.grupo_id AS "grupoId", b.plaqueta, b.descricao, b.situacao, b.valor::text AS valor,
    b.valor_residual::text AS "valorResidual", b.vida_util_meses AS "vidaUtilMeses", to_char(b.inicio_uso, 'YYYY-MM-DD') AS "inicioUso",
    b.depreciacao_acumulada::text AS acumulada, b.depreciacao_lancada::text AS lancada, g.depreciavel
  FROM bem AS b JOIN patrimonio_grupo AS g ON g.id = b.grupo_id`;

/** One asset, locked for the write. */
export async function lerBem(db: Db, id: number): Promise<BemGravado | null> {
  const { rows } = await sql<Linha>`${SELECAO} WHERE b.id = ${id} FOR UPDATE OF b`.execute(db);
  return rows[0] === undefined ? null : bemDaLinha(rows[0]);
}

/** Every asset in use that entered use by the end of `competencia`, locked (the monthly job). */
export async function bensEmUso(db: Db, competencia: string): Promise<BemGravado[]> {
  const { rows } = await sql<Linha>`${SELECAO}
    WHERE b.situacao = 'ATIVO' AND g.depreciavel AND b.inicio_uso < (${`${competencia}-01`}::date + interval '1 month')
    ORDER BY b.id FOR UPDATE OF b`.execute(db);
  return rows.map(bemDaLinha);
}
