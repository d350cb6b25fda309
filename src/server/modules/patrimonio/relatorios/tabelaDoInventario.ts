import { sql } from 'kysely';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import type { Db } from '../../../db/database.ts';
import type { TabelaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';

// The inventory differences of a unit: for each count closed in the period (São Paulo's days), the
// assets missing from its location, the assets of the unit read there but registered at another
// location (with that location) and the tags read that are no asset of the unit; found assets are
// no difference and stay out, counted in the totals.

export const TITULO_INVENTARIO = 'Diferenças de inventário';

const DIFERENCA = { FALTANTE: 'Faltante', OUTRO_LOCAL: 'De outro local', DESCONHECIDO: 'Desconhecida' } as const;

export async function tabelaDoInventario(db: Db, unidadeId: number, inicio: DataISO, fim: DataISO): Promise<Omit<TabelaDoRelatorio, 'subtitulos'>> {
  const periodo = sql`i.unidade_id = ${unidadeId} AND i.situacao = 'FECHADO'
    AND (i.fechado_em AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${inicio}::date AND ${fim}::date`;
  const { rows } = await sql<{ fechado: string; local: string; plaqueta: string; descricao: string; resultado: keyof typeof DIFERENCA; registrado: string }>`
    SELECT to_char(i.fechado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS fechado, l.descricao AS local, r.plaqueta,
      CASE WHEN b.unidade_id = ${unidadeId} THEN b.descricao ELSE '' END AS descricao, r.resultado, coalesce(o.descricao, '') AS registrado
    FROM inventario AS i JOIN patrimonio_local AS l ON l.id = i.local_id JOIN inventario_resultado AS r ON r.inventario_id = i.id
    LEFT JOIN bem AS b ON b.id = r.bem_id LEFT JOIN patrimonio_local AS o ON o.id = r.local_id
    WHERE ${periodo} AND r.resultado <> 'ENCONTRADO'
    ORDER BY i.fechado_em, l.descricao, array_position(ARRAY['FALTANTE', 'OUTRO_LOCAL', 'DESCONHECIDO'], r.resultado), r.plaqueta`.execute(db);
  const { rows: t } = await sql<{ contagens: number; encontrados: number; faltantes: number; outrosLocais: number; desconhecidos: number }>`
    SELECT count(*)::int AS contagens, coalesce(sum(encontrados), 0)::int AS encontrados, coalesce(sum(faltantes), 0)::int AS faltantes,
      coalesce(sum(outros_locais), 0)::int AS "outrosLocais", coalesce(sum(desconhecidos), 0)::int AS desconhecidos
    FROM inventario AS i WHERE ${periodo}`.execute(db);
  const total = t[0]!;
  return {
    titulo: TITULO_INVENTARIO,
    colunas: [
      { titulo: 'Fechada em', tipo: 'data', largura: 10 },
      { titulo: 'Local', tipo: 'texto', largura: 20 },
      { titulo: 'Plaqueta', tipo: 'texto', largura: 12 },
      { titulo: 'Descrição', tipo: 'texto', largura: 26 },
      { titulo: 'Diferença', tipo: 'texto', largura: 12 },
      { titulo: 'Registrado em', tipo: 'texto', largura: 20 },
    ],
    linhas: rows.map((r): ValorDaCelula[] => [new Date(`${r.fechado}T00:00:00Z`), r.local, r.plaqueta, r.descricao, DIFERENCA[r.resultado], r.registrado]),
    totais: [
      { rotulo: 'Contagens', tipo: 'numero', valor: total.contagens },
      { rotulo: 'Encontrados', tipo: 'numero', valor: total.encontrados },
      { rotulo: 'Faltantes', tipo: 'numero', valor: total.faltantes },
      { rotulo: 'De outro local', tipo: 'numero', valor: total.outrosLocais },
      { rotulo: 'Desconhecidas', tipo: 'numero', valor: total.desconhecidos },
    ],
    vazio: 'Nenhuma contagem fechada no período.',
  };
}
