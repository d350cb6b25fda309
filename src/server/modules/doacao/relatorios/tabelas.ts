import { sql } from 'kysely';
import type { RelatorioDeDoacoes } from '../../../../shared/api/relatoriosDeDoacoes.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import type { Db } from '../../../db/database.ts';
import type { TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { celulaDaData, dinheiro } from '../../financeiro/relatorios/celulas.ts';

// The donations' reports as tables (pdfDaTabela and xlsxDaTabela render them), of the unit's
// gifts received (not reversed): by donor over a period, with the total exact to the cent; and the
// lapsed donors, whose last gift is over 12 months old.

export interface Periodo {
  inicio: DataISO;
  fim: DataISO;
}

export const TITULOS_DAS_DOACOES: Readonly<Record<RelatorioDeDoacoes, string>> = {
  pordoador: 'Doações por doador',
  inativos: 'Doadores inativos',
};

async function porDoador(db: Db, unidadeId: number, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ nome: string; doacoes: number; valor: string; ultima: DataISO }>`
    SELECT p.nome, count(*)::int AS doacoes, sum(d.valor)::text AS valor, to_char(max(d.data), 'YYYY-MM-DD') AS ultima
    FROM doacao AS d JOIN pessoa AS p ON p.id = d.pessoa_id
    WHERE d.unidade_id = ${unidadeId} AND d.situacao = 'RECEBIDA' AND d.data BETWEEN ${p.inicio}::date AND ${p.fim}::date
    GROUP BY p.id, p.nome ORDER BY sum(d.valor) DESC, p.nome`.execute(db);
  const total = await sql<{ v: string }>`
    SELECT coalesce(sum(valor), 0)::text AS v FROM doacao WHERE unidade_id = ${unidadeId} AND situacao = 'RECEBIDA' AND data BETWEEN ${p.inicio}::date AND ${p.fim}::date`.execute(db);
  return {
    titulo: TITULOS_DAS_DOACOES.pordoador,
    subtitulos: [`De ${formatDate(p.inicio)} a ${formatDate(p.fim)}`],
    colunas: [{ titulo: 'Doador', tipo: 'texto', largura: 7 }, { titulo: 'Doações', tipo: 'numero', largura: 2 }, { titulo: 'Valor', tipo: 'dinheiro', largura: 3 }, { titulo: 'Última', tipo: 'data', largura: 2.4 }],
    linhas: rows.map((r) => [r.nome, r.doacoes, r.valor, celulaDaData(r.ultima)]),
    totais: [dinheiro('Total recebido', total.rows[0]?.v ?? '0')],
    vazio: 'Nenhuma doação recebida no período.',
  };
}

async function inativos(db: Db, unidadeId: number): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ nome: string; email: string | null; ultima: DataISO; valor: string }>`
    SELECT p.nome, p.email_principal AS email, to_char(max(d.data), 'YYYY-MM-DD') AS ultima, sum(d.valor)::text AS valor
    FROM doacao AS d JOIN pessoa AS p ON p.id = d.pessoa_id
    WHERE d.unidade_id = ${unidadeId} AND d.situacao = 'RECEBIDA'
    GROUP BY p.id, p.nome, p.email_principal HAVING max(d.data) < current_date - interval '12 months'
    ORDER BY max(d.data) DESC, p.nome`.execute(db);
  return {
    titulo: TITULOS_DAS_DOACOES.inativos,
    subtitulos: ['Doadores sem doação recebida nos últimos 12 meses'],
    colunas: [{ titulo: 'Doador', tipo: 'texto', largura: 6 }, { titulo: 'E-mail', tipo: 'texto', largura: 5 }, { titulo: 'Última doação', tipo: 'data', largura: 2.4 }, { titulo: 'Total doado', tipo: 'dinheiro', largura: 3 }],
    linhas: rows.map((r) => [r.nome, r.email, celulaDaData(r.ultima), r.valor]),
    totais: [],
    vazio: 'Nenhum doador inativo.',
  };
}

export function tabelaDoRelatorioDeDoacoes(db: Db, id: RelatorioDeDoacoes, unidadeId: number, periodo: Periodo | null): Promise<TabelaDoRelatorio> {
  return id === 'pordoador' && periodo !== null ? porDoador(db, unidadeId, periodo) : inativos(db, unidadeId);
}
