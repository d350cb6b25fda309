import { sql } from 'kysely';
import type { RelatorioDeAtendimento } from '../../../../shared/api/relatoriosDeAtendimento.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import type { Db } from '../../../db/database.ts';
import type { TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { calendarioEmVigor } from '../calendario.ts';
import { slaDoAtendimento } from '../sla.ts';

// The service desk's three reports of a unit over a period, as tables (pdfDaTabela and
// xlsxDaTabela render them): the volume by type (tickets opened in the period, by status), the
// SLA met and breached by type (the targets concluded in the period), and the time to resolve
// each ticket resolved in the period, in business hours without the paused time (recomputed
// from each ticket's history, like its SLA).

export interface Periodo {
  inicio: DataISO;
  fim: DataISO;
}

export const TITULOS: Readonly<Record<RelatorioDeAtendimento, string>> = {
  volume: 'Volume de atendimentos por tipo',
  sla: 'Prazos cumpridos e fora do prazo',
  tempo: 'Tempo de resolução',
};

const NO_PERIODO = (coluna: string, p: Periodo) =>
  sql`(${sql.ref(coluna)} AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${p.inicio}::date AND ${p.fim}::date`;

const n = (titulo: string) => ({ titulo, tipo: 'numero' as const, largura: 2.2 });

async function volume(db: Db, unidadeId: number, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ tipo: string; total: number; abertos: number; pausados: number; resolvidos: number; atrasados: number }>`
    SELECT t.descricao AS tipo, count(*)::int AS total,
      count(*) FILTER (WHERE a.situacao IN ('ABERTO', 'EM_ANDAMENTO'))::int AS abertos,
      count(*) FILTER (WHERE a.situacao = 'AGUARDANDO_SOLICITANTE')::int AS pausados,
      count(*) FILTER (WHERE a.situacao IN ('RESOLVIDO', 'FECHADO'))::int AS resolvidos,
      count(*) FILTER (WHERE a.atrasado)::int AS atrasados
    FROM atendimento AS a JOIN atendimento_tipo AS t ON t.id = a.tipo_id
    WHERE a.unidade_id = ${unidadeId} AND ${NO_PERIODO('a.aberto_em', p)}
    GROUP BY t.descricao ORDER BY t.descricao`.execute(db);
  return {
    titulo: TITULOS.volume,
    subtitulos: [`Abertos de ${formatDate(p.inicio)} a ${formatDate(p.fim)}`],
    colunas: [{ titulo: 'Tipo', tipo: 'texto', largura: 6 }, n('Abertos no período'), n('Em aberto'), n('Aguardando solicitante'), n('Resolvidos'), n('Atrasados')],
    linhas: rows.map((r) => [r.tipo, r.total, r.abertos, r.pausados, r.resolvidos, r.atrasados]),
    totais: [{ rotulo: 'Atendimentos no período', tipo: 'numero', valor: rows.reduce((s, r) => s + r.total, 0) }],
    vazio: 'Nenhum atendimento aberto no período.',
  };
}

async function sla(db: Db, unidadeId: number, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ tipo: string; rc: number; rv: number; sc: number; sv: number }>`
    SELECT t.descricao AS tipo,
      count(*) FILTER (WHERE a.estado_primeira_resposta = 'CUMPRIDO' AND ${NO_PERIODO('a.primeira_resposta_em', p)})::int AS rc,
      count(*) FILTER (WHERE a.estado_primeira_resposta = 'VIOLADO' AND ${NO_PERIODO('a.primeira_resposta_em', p)})::int AS rv,
      count(*) FILTER (WHERE a.estado_resolucao = 'CUMPRIDO' AND ${NO_PERIODO('a.resolvido_em', p)})::int AS sc,
      count(*) FILTER (WHERE a.estado_resolucao = 'VIOLADO' AND ${NO_PERIODO('a.resolvido_em', p)})::int AS sv
    FROM atendimento_chamado AS a JOIN atendimento_tipo AS t ON t.id = a.tipo_id
    WHERE a.unidade_id = ${unidadeId} GROUP BY t.descricao
    HAVING count(*) FILTER (WHERE ${NO_PERIODO('a.primeira_resposta_em', p)} OR ${NO_PERIODO('a.resolvido_em', p)}) > 0
    ORDER BY t.descricao`.execute(db);
  const soma = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
  const [sc, sv] = [soma((r) => r.sc), soma((r) => r.sv)];
  return {
    titulo: TITULOS.sla,
    subtitulos: [`Concluídos de ${formatDate(p.inicio)} a ${formatDate(p.fim)}`],
    colunas: [{ titulo: 'Tipo', tipo: 'texto', largura: 6 }, n('1ª resposta no prazo'), n('1ª resposta fora do prazo'), n('Resolvidos no prazo'), n('Resolvidos fora do prazo')],
    linhas: rows.map((r) => [r.tipo, r.rc, r.rv, r.sc, r.sv]),
    totais: [
      { rotulo: 'Resolvidos no prazo', tipo: 'numero', valor: sc },
      { rotulo: 'Resolvidos fora do prazo', tipo: 'numero', valor: sv },
      { rotulo: 'Resolução no prazo (%)', tipo: 'decimal', casas: 1, valor: sc + sv === 0 ? null : ((100 * sc) / (sc + sv)).toFixed(1) },
    ],
    vazio: 'Nenhum prazo concluído no período.',
  };
}

async function tempo(db: Db, unidadeId: number, p: Periodo, agora: Date): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ id: number; assunto: string; tipo: string; prioridade: string }>`
    SELECT a.id, a.assunto, t.descricao AS tipo,
      CASE a.prioridade WHEN 'BAIXA' THEN 'Baixa' WHEN 'MEDIA' THEN 'Média' WHEN 'ALTA' THEN 'Alta' ELSE 'Urgente' END AS prioridade
    FROM atendimento_chamado AS a JOIN atendimento_tipo AS t ON t.id = a.tipo_id
    WHERE a.unidade_id = ${unidadeId} AND a.resolvido_em IS NOT NULL AND ${NO_PERIODO('a.resolvido_em', p)} ORDER BY a.resolvido_em, a.id`.execute(db);
  const calendario = await calendarioEmVigor(db);
  const linhas = [];
  let total = 0;
  for (const r of rows) {
    const estado = await slaDoAtendimento(db, r.id, agora, calendario);
    const segundos = Math.round((estado?.resolucao.consumidoMin ?? 0) * 60);
    total += segundos;
    linhas.push([r.id, r.assunto, r.tipo, r.prioridade, segundos, estado?.resolucao.situacao === 'CUMPRIDO' ? 'No prazo' : 'Fora do prazo']);
  }
  return {
    titulo: TITULOS.tempo,
    subtitulos: [`Resolvidos de ${formatDate(p.inicio)} a ${formatDate(p.fim)}`, 'Tempo em horas de atendimento, sem o tempo aguardando o solicitante'],
    colunas: [{ titulo: 'Nº', tipo: 'codigo', largura: 1.4 }, { titulo: 'Assunto', tipo: 'texto', largura: 6 }, { titulo: 'Tipo', tipo: 'texto', largura: 4 },
      { titulo: 'Prioridade', tipo: 'texto', largura: 2 }, { titulo: 'Tempo útil', tipo: 'duracao', largura: 2.4 }, { titulo: 'Prazo', tipo: 'texto', largura: 2.4 }],
    linhas,
    totais: rows.length === 0 ? [] : [{ rotulo: 'Tempo médio', tipo: 'duracao', valor: Math.round(total / rows.length) }],
    vazio: 'Nenhum atendimento resolvido no período.',
  };
}

export function tabelaDoRelatorio(db: Db, id: RelatorioDeAtendimento, unidadeId: number, periodo: Periodo, agora: Date): Promise<TabelaDoRelatorio> {
  if (id === 'volume') return volume(db, unidadeId, periodo);
  if (id === 'sla') return sla(db, unidadeId, periodo);
  return tempo(db, unidadeId, periodo, agora);
}
