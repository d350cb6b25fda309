import { sql } from 'kysely';
import type { LinhaDaEstatistica } from '../../../shared/api/cebas.ts';
import type { ContagensDoCebas, ResultadoDoCebas, TipoDeCalculadora } from '../../../shared/cebas/calculadoras.ts';
import { CAMPOS_DE_CONTAGEM, type SimulacaoDoCebas } from '../../../shared/cebas/entrada.ts';
import type { Db } from '../../db/database.ts';

// The stored simulations (migração 0047): one insert, and per year and unit the latest of a calculator.

export async function gravarSimulacao(db: Db, unidadeId: number, usuarioId: number | null, s: SimulacaoDoCebas, r: ResultadoDoCebas): Promise<number> {
  const entrada = JSON.stringify({ prouni: s.prouni, ...Object.fromEntries(CAMPOS_DE_CONTAGEM.map((c) => [c, s[c]])) });
  const { rows } = await sql<{ id: number }>`
    INSERT INTO cebas_simulacao (unidade_id, tipo, ano, entrada, bolsas_exigidas, bolsas_integrais_minimas, bolsas_concedidas, bolsas_integrais_concedidas, atende, usuario_id)
    VALUES (${unidadeId}, ${s.tipo}, ${s.ano}, ${entrada}::jsonb, ${r.bolsasExigidas}, ${r.bolsasIntegraisMinimas}, ${String(r.bolsasConcedidas)}::numeric,
            ${r.bolsasIntegraisConcedidas}, ${r.atende}, ${usuarioId})
    RETURNING id`.execute(db);
  return rows[0]!.id;
}

interface Linha {
  id: number;
  ano: number;
  unidadeId: number;
  unidade: string;
  entrada: Partial<ContagensDoCebas> & { prouni?: boolean };
  bolsasExigidas: number;
  bolsasIntegraisMinimas: number;
  concedidasDecimos: number;
  bolsasIntegraisConcedidas: number;
  atende: boolean;
  criadoEm: string;
}

const contagensDe = (e: Linha['entrada']): ContagensDoCebas =>
  Object.fromEntries(CAMPOS_DE_CONTAGEM.map((c) => [c, typeof e[c] === 'number' ? e[c] : 0])) as unknown as ContagensDoCebas;

/**
 * The latest simulation of each year and unit, years ascending, units by name: of every unit for
 * the administrator (`usuarioId` null), else of the units the user works in.
 */
export async function estatisticas(db: Db, tipo: TipoDeCalculadora, usuarioId: number | null): Promise<LinhaDaEstatistica[]> {
  const { rows } = await sql<Linha>`
    SELECT DISTINCT ON (s.ano, s.unidade_id)
           s.id, s.ano, s.unidade_id AS "unidadeId", u.nome AS unidade, s.entrada,
           s.bolsas_exigidas AS "bolsasExigidas", s.bolsas_integrais_minimas AS "bolsasIntegraisMinimas",
           (s.bolsas_concedidas * 10)::integer AS "concedidasDecimos", s.bolsas_integrais_concedidas AS "bolsasIntegraisConcedidas",
           s.atende, to_char(s.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "criadoEm"
      FROM cebas_simulacao s JOIN unidade u ON u.id = s.unidade_id
     WHERE s.tipo = ${tipo}
       AND (${usuarioId}::integer IS NULL OR s.unidade_id IN (SELECT unidade_id FROM usuario_unidade WHERE usuario_id = ${usuarioId}))
     ORDER BY s.ano, s.unidade_id, s.criado_em DESC, s.id DESC`.execute(db);
  return rows
    .map((l) => ({
      id: l.id,
      ano: l.ano,
      unidade: { id: l.unidadeId, nome: l.unidade },
      bolsasExigidas: l.bolsasExigidas,
      bolsasIntegraisMinimas: l.bolsasIntegraisMinimas,
      bolsasConcedidas: l.concedidasDecimos / 10,
      bolsasIntegraisConcedidas: l.bolsasIntegraisConcedidas,
      atende: l.atende,
      prouni: l.entrada.prouni === true,
      contagens: contagensDe(l.entrada),
      criadoEm: l.criadoEm,
    }))
    .sort((a, b) => a.ano - b.ano || a.unidade.nome.localeCompare(b.unidade.nome, 'pt-BR'));
}
