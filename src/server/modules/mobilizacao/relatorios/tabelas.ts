import { sql } from 'kysely';
import type { RelatorioDaMobilizacao } from '../../../../shared/api/relatoriosDaMobilizacao.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import type { Db } from '../../../db/database.ts';
import type { TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { dinheiro } from '../../financeiro/relatorios/celulas.ts';
import { cobrancasPorFormaEBanco, resultadoDosRetornos, TITULO_DAS_COBRANCAS, TITULO_DOS_RETORNOS } from './cobranca.ts';
import type { Periodo } from './periodo.ts';

// Fundraising's reports as tables (pdfDaTabela and xlsxDaTabela render them), of the session's
// unit: the telemarketing's productivity over a period (calls by operator and outcome, with the
// promises' monthly amount), and each campaign's results (its colaborações, donors and monthly
// amount against its goals), exact to the cent; the bank collection's two are in cobranca.ts.

export const TITULOS_DA_MOBILIZACAO: Readonly<Record<RelatorioDaMobilizacao, string>> = {
  produtividade: 'Produtividade do telemarketing',
  campanhas: 'Resultado das campanhas',
  cobrancas: TITULO_DAS_COBRANCAS,
  retornos: TITULO_DOS_RETORNOS,
};

const FUSO = 'America/Sao_Paulo';

/** The campaign's channel as its screen names it (schemas/mobilizacaoCampanha.json). */
const TEXTOS_DOS_CANAIS: Readonly<Record<string, string>> = {
  telemarketing: 'Telemarketing',
  email: 'E-mail',
  evento: 'Evento',
  portal: 'Portal de doação',
  correio: 'Correio',
  outro: 'Outro',
};

async function produtividade(db: Db, unidadeId: number, p: Periodo): Promise<TabelaDoRelatorio> {
  const noPeriodo = sql`l.unidade_id = ${unidadeId} AND (l.data AT TIME ZONE ${FUSO})::date BETWEEN ${p.inicio}::date AND ${p.fim}::date`;
  const { rows } = await sql<{ operador: string; situacao: string; ligacoes: number; promessas: number; valor: string }>`
    SELECT u.nome AS operador, s.descricao AS situacao, count(*)::int AS ligacoes,
           count(c.id)::int AS promessas, coalesce(sum(c.valor), 0)::text AS valor
    FROM mobilizacao_ligacao AS l
    JOIN usuario AS u ON u.id = l.operador_id
    JOIN mobilizacao_situacao_ligacao AS s ON s.id = l.situacao_id
    LEFT JOIN colaboracao AS c ON c.id = l.colaboracao_id AND s.resultado = 'promessa'
    WHERE ${noPeriodo}
    GROUP BY u.nome, s.descricao ORDER BY u.nome, count(*) DESC, s.descricao`.execute(db);
  const total = await sql<{ ligacoes: number; valor: string }>`
    SELECT count(*)::int AS ligacoes, coalesce(sum(c.valor), 0)::text AS valor
    FROM mobilizacao_ligacao AS l
    JOIN mobilizacao_situacao_ligacao AS s ON s.id = l.situacao_id
    LEFT JOIN colaboracao AS c ON c.id = l.colaboracao_id AND s.resultado = 'promessa'
    WHERE ${noPeriodo}`.execute(db);
  return {
    titulo: TITULOS_DA_MOBILIZACAO.produtividade,
    subtitulos: [`De ${formatDate(p.inicio)} a ${formatDate(p.fim)}`],
    colunas: [
      { titulo: 'Operador', tipo: 'texto', largura: 5 },
      { titulo: 'Situação', tipo: 'texto', largura: 5 },
      { titulo: 'Ligações', tipo: 'numero', largura: 2 },
      { titulo: 'Promessas', tipo: 'numero', largura: 2 },
      { titulo: 'Valor mensal prometido', tipo: 'dinheiro', largura: 3 },
    ],
    linhas: rows.map((r) => [r.operador, r.situacao, r.ligacoes, r.promessas, r.valor]),
    totais: [{ rotulo: 'Ligações', tipo: 'numero', valor: total.rows[0]?.ligacoes ?? 0 }, dinheiro('Valor mensal prometido', total.rows[0]?.valor ?? '0')],
    vazio: 'Nenhuma ligação no período.',
  };
}

async function campanhas(db: Db, unidadeId: number): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ nome: string; canal: string; meta_valor: string | null; meta_doadores: number | null; colaboracoes: number; doadores: number; valor: string }>`
    SELECT k.nome, k.canal, k.meta_valor::text AS meta_valor, k.meta_doadores,
           count(c.id)::int AS colaboracoes, count(DISTINCT c.pessoa_id)::int AS doadores, coalesce(sum(c.valor), 0)::text AS valor
    FROM mobilizacao_campanha AS k
    LEFT JOIN colaboracao AS c ON c.campanha_cadastrada_id = k.id AND c.unidade_id = ${unidadeId} AND c.situacao IN ('ATIVA', 'FALHANDO')
    GROUP BY k.id ORDER BY k.inicio DESC, k.nome`.execute(db);
  return {
    titulo: TITULOS_DA_MOBILIZACAO.campanhas,
    subtitulos: ['Colaborações ativas ou falhando de cada campanha, contra as metas'],
    colunas: [
      { titulo: 'Campanha', tipo: 'texto', largura: 5 },
      { titulo: 'Canal', tipo: 'texto', largura: 2.5 },
      { titulo: 'Meta em dinheiro', tipo: 'dinheiro', largura: 3 },
      { titulo: 'Valor mensal', tipo: 'dinheiro', largura: 3 },
      { titulo: 'Meta de doadores', tipo: 'numero', largura: 2 },
      { titulo: 'Doadores', tipo: 'numero', largura: 2 },
      { titulo: 'Colaborações', tipo: 'numero', largura: 2 },
    ],
    linhas: rows.map((r) => [r.nome, TEXTOS_DOS_CANAIS[r.canal] ?? r.canal, r.meta_valor, r.valor, r.meta_doadores, r.doadores, r.colaboracoes]),
    totais: [],
    vazio: 'Nenhuma campanha cadastrada.',
  };
}

export function tabelaDoRelatorioDaMobilizacao(db: Db, id: RelatorioDaMobilizacao, unidadeId: number, periodo: Periodo | null): Promise<TabelaDoRelatorio> {
  if (periodo === null || id === 'campanhas') return campanhas(db, unidadeId);
  if (id === 'cobrancas') return cobrancasPorFormaEBanco(db, unidadeId, periodo);
  if (id === 'retornos') return resultadoDosRetornos(db, unidadeId, periodo);
  return produtividade(db, unidadeId, periodo);
}
