import { sql } from 'kysely';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import type { Db } from '../../../db/database.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';

// The three asset reports of a unit as tables (pdf.ts and xlsx.ts render them): the assets in use
// by location, group and responsible person; the depreciation posted by month and group; and the
// write-offs of a period with their book value and result. Money travels as numeric text.

const dinheiro = (titulo: string, largura = 12): ColunaDoRelatorio => ({ titulo, tipo: 'dinheiro', largura });
const texto = (titulo: string, largura: number): ColunaDoRelatorio => ({ titulo, tipo: 'texto', largura });
const dia = (d: string): Date => new Date(`${d}T00:00:00Z`);

export const TITULO_BENS = 'Bens por local, grupo e responsável';
export const TITULO_DEPRECIACAO = 'Depreciação por mês';
export const TITULO_BAIXAS = 'Baixas de bens';

type Tabela = Omit<TabelaDoRelatorio, 'subtitulos'>;

export async function tabelaDosBens(db: Db, unidadeId: number): Promise<Tabela> {
  const { rows } = await sql<{ local: string; grupo: string; responsavel: string; plaqueta: string; descricao: string; valor: string; contabil: string }>`
    SELECT coalesce(l.descricao, '') AS local, g.codigo || ' - ' || g.descricao AS grupo, coalesce(p.nome, '') AS responsavel, b.plaqueta, b.descricao,
      b.valor::text AS valor, b.valor_contabil::text AS contabil
    FROM bem AS b JOIN patrimonio_grupo AS g ON g.id = b.grupo_id LEFT JOIN patrimonio_local AS l ON l.id = b.local_id LEFT JOIN pessoa AS p ON p.id = b.responsavel_id
    WHERE b.unidade_id = ${unidadeId} AND b.situacao = 'ATIVO'
    ORDER BY 1, 2, 3, b.plaqueta`.execute(db);
  const { rows: totais } = await sql<{ valor: string; contabil: string }>`
    SELECT coalesce(sum(valor), 0)::text AS valor, coalesce(sum(valor_contabil), 0)::text AS contabil FROM bem WHERE unidade_id = ${unidadeId} AND situacao = 'ATIVO'`.execute(db);
  return {
    titulo: TITULO_BENS,
    colunas: [texto('Local', 18), texto('Grupo', 18), texto('Responsável', 18), texto('Plaqueta', 10), texto('Descrição', 22), dinheiro('Valor'), dinheiro('Valor contábil')],
    linhas: rows.map((r): ValorDaCelula[] => [r.local, r.grupo, r.responsavel, r.plaqueta, r.descricao, r.valor, r.contabil]),
    totais: [
      { rotulo: 'Bens', tipo: 'numero', valor: rows.length },
      { rotulo: 'Valor', tipo: 'dinheiro', valor: totais[0]!.valor },
      { rotulo: 'Valor contábil', tipo: 'dinheiro', valor: totais[0]!.contabil },
    ],
    vazio: 'Nenhum bem em uso na unidade.',
  };
}

export async function tabelaDaDepreciacao(db: Db, unidadeId: number, inicio: DataISO, fim: DataISO): Promise<Tabela> {
  const { rows } = await sql<{ competencia: string; grupo: string; bens: number; valor: string }>`
    SELECT q.competencia, g.codigo || ' - ' || g.descricao AS grupo, count(*)::int AS bens, sum(q.valor)::text AS valor
    FROM depreciacao_quota AS q JOIN bem AS b ON b.id = q.bem_id JOIN patrimonio_grupo AS g ON g.id = b.grupo_id
    WHERE b.unidade_id = ${unidadeId} AND q.competencia BETWEEN ${inicio.slice(0, 7)} AND ${fim.slice(0, 7)}
    GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  const { rows: total } = await sql<{ valor: string }>`
    SELECT coalesce(sum(q.valor), 0)::text AS valor FROM depreciacao_quota AS q JOIN bem AS b ON b.id = q.bem_id
    WHERE b.unidade_id = ${unidadeId} AND q.competencia BETWEEN ${inicio.slice(0, 7)} AND ${fim.slice(0, 7)}`.execute(db);
  return {
    titulo: TITULO_DEPRECIACAO,
    colunas: [texto('Mês', 10), texto('Grupo', 30), { titulo: 'Bens', tipo: 'numero', largura: 8 }, dinheiro('Depreciação', 14)],
    linhas: rows.map((r): ValorDaCelula[] => [`${r.competencia.slice(5)}/${r.competencia.slice(0, 4)}`, r.grupo, r.bens, r.valor]),
    totais: [{ rotulo: 'Depreciação', tipo: 'dinheiro', valor: total[0]!.valor }],
    vazio: 'Nenhuma depreciação lançada no período.',
  };
}

export async function tabelaDasBaixas(db: Db, unidadeId: number, inicio: DataISO, fim: DataISO): Promise<Tabela> {
  const { rows } = await sql<{ data: string; plaqueta: string; descricao: string; motivo: string; boletim: string; valor: string; contabil: string; recebido: string; resultado: string }>`
    SELECT to_char(x.data, 'YYYY-MM-DD') AS data, b.plaqueta, b.descricao, m.descricao AS motivo, coalesce(x.boletim_ocorrencia, '') AS boletim,
      b.valor::text AS valor, x.valor_contabil::text AS contabil, x.valor_recebido::text AS recebido, x.resultado::text AS resultado
    FROM bem_baixa AS x JOIN bem AS b ON b.id = x.bem_id JOIN patrimonio_motivo_baixa AS m ON m.id = x.motivo_baixa_id
    WHERE b.unidade_id = ${unidadeId} AND x.data BETWEEN ${inicio}::date AND ${fim}::date
    ORDER BY x.data, b.plaqueta`.execute(db);
  const { rows: t } = await sql<{ contabil: string; recebido: string; resultado: string }>`
    SELECT coalesce(sum(x.valor_contabil), 0)::text AS contabil, coalesce(sum(x.valor_recebido), 0)::text AS recebido, coalesce(sum(x.resultado), 0)::text AS resultado
    FROM bem_baixa AS x JOIN bem AS b ON b.id = x.bem_id WHERE b.unidade_id = ${unidadeId} AND x.data BETWEEN ${inicio}::date AND ${fim}::date`.execute(db);
  return {
    titulo: TITULO_BAIXAS,
    colunas: [
      { titulo: 'Data', tipo: 'data', largura: 10 },
      texto('Plaqueta', 10),
      texto('Descrição', 20),
      texto('Motivo', 14),
      texto('Boletim', 10),
      dinheiro('Valor'),
      dinheiro('Valor contábil'),
      dinheiro('Recebido'),
      dinheiro('Resultado'),
    ],
    linhas: rows.map((r): ValorDaCelula[] => [dia(r.data), r.plaqueta, r.descricao, r.motivo, r.boletim, r.valor, r.contabil, r.recebido, r.resultado]),
    totais: [
      { rotulo: 'Valor contábil', tipo: 'dinheiro', valor: t[0]!.contabil },
      { rotulo: 'Recebido', tipo: 'dinheiro', valor: t[0]!.recebido },
      { rotulo: 'Resultado', tipo: 'dinheiro', valor: t[0]!.resultado },
    ],
    vazio: 'Nenhuma baixa no período.',
  };
}
