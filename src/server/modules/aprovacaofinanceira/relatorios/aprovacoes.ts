import { sql } from 'kysely';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import { fusoHorario } from '../../../../shared/format/dayjs.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { ColunaDoRelatorio, TotalDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { celulaDaData, dinheiro } from '../../financeiro/relatorios/celulas.ts';
import { linhasALer, noLimite } from './limite.ts';
import type { PedidoDaAprovacao } from './pedido.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 decisão no relatório.', varios: '{n} decisões no relatório.' };

// "Aprovações por período e aprovador": every approval and rejection of the unit's payables
// decided in the period (on the institution's calendar), optionally one approver's, with the
// totals per approver. An approval later undone by an edit of the título says so. The sums are
// SQL's, exact to the cent.

export const TIPO_APROVACOES = 'relatorio.aprovacaofinanceira.aprovacoes';
export const TITULO_APROVACOES = 'Aprovações por período e aprovador';

export type ParametrosDasAprovacoes = Pick<PedidoDaAprovacao, 'formato' | 'aprovador'> & { inicio: DataISO; fim: DataISO };

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Data', tipo: 'data', largura: 2.4 },
  { titulo: 'Título', tipo: 'texto', largura: 4.5 },
  { titulo: 'Pessoa', tipo: 'texto', largura: 4 },
  { titulo: 'Valor', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Nível', tipo: 'numero', largura: 1.3 },
  { titulo: 'Decisão', tipo: 'texto', largura: 3 },
  { titulo: 'Motivo', tipo: 'texto', largura: 4 },
  { titulo: 'Aprovador', tipo: 'texto', largura: 3.5 },
];

const DECISOES: Readonly<Record<string, string>> = { APROVADO: 'Aprovado', REJEITADO: 'Rejeitado' };

interface Linha {
  data: DataISO;
  titulo: string;
  pessoa: string | null;
  valor: string;
  nivel: number | null;
  decisao: string;
  valida: boolean;
  motivo: string | null;
  aprovador: string;
}

interface PorAprovador {
  aprovador: string;
  decisoes: number;
  aprovado: string;
}

const decisao = (l: Linha): string => `${DECISOES[l.decisao] ?? l.decisao}${l.valida ? '' : ' (reiniciado por alteração)'}`;

const rotuloDoAprovador = (a: PorAprovador): string => `${a.aprovador}: ${a.decisoes === 1 ? '1 decisão' : `${a.decisoes} decisões`}, valor aprovado`;

export function relatorioDasAprovacoes(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosDasAprovacoes> {
  return {
    tipo: TIPO_APROVACOES,
    titulo: TITULO_APROVACOES,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      if (unidadeId === null) throw new ErroDaTarefa('O relatório precisa de uma unidade.', { repetir: false });
      await ctx.progresso(20, 'Lendo as decisões');
      const fuso = fusoHorario();
      const filtro = sql`d.unidade_id = ${unidadeId} AND d.decisao IN ('APROVADO', 'REJEITADO')
        AND (d.criado_em AT TIME ZONE ${fuso})::date BETWEEN ${p.inicio}::date AND ${p.fim}::date
        ${p.aprovador === null ? sql`` : sql`AND d.usuario_id = ${p.aprovador}`}`;
      const limite = linhasALer(p.formato);
      const [{ rows }, { rows: porAprovador }] = await Promise.all([
        sql<Linha>`
          SELECT to_char(d.criado_em AT TIME ZONE ${fuso}, 'YYYY-MM-DD') AS data, '#' || t.id || coalesce(' - ' || t.descricao, '') AS titulo,
            pe.nome AS pessoa, d.valor::text AS valor, d.nivel, d.decisao, d.valida, d.motivo, u.nome AS aprovador
          FROM aprovacao_decisao AS d JOIN titulo AS t ON t.id = d.titulo_id JOIN usuario AS u ON u.id = d.usuario_id
            LEFT JOIN pessoa AS pe ON pe.id = t.pessoa_id
          WHERE ${filtro} ORDER BY d.criado_em, d.id ${limite === null ? sql`` : sql`LIMIT ${limite}`}`.execute(ctx.db),
        sql<PorAprovador>`
          SELECT u.nome AS aprovador, count(*)::int AS decisoes, coalesce(sum(d.valor) FILTER (WHERE d.decisao = 'APROVADO'), 0)::text AS aprovado
          FROM aprovacao_decisao AS d JOIN usuario AS u ON u.id = d.usuario_id
          WHERE ${filtro} GROUP BY u.id, u.nome ORDER BY u.nome, u.id`.execute(ctx.db),
      ]);
      const unidade = await ctx.db.selectFrom('unidade').select('nome').where('id', '=', unidadeId).executeTakeFirst();
      const aprovador = p.aprovador === null ? null : await ctx.db.selectFrom('usuario').select('nome').where('id', '=', p.aprovador).executeTakeFirst();
      const cortadas = noLimite(rows, p.formato);
      const total = porAprovador.reduce((soma, a) => soma + a.decisoes, 0);
      const totais: TotalDoRelatorio[] = [
        { rotulo: 'Decisões', tipo: 'numero', valor: total },
        ...porAprovador.map((a) => dinheiro(rotuloDoAprovador(a), a.aprovado)),
      ];
      const tabela = {
        titulo: TITULO_APROVACOES,
        subtitulos: [
          `Unidade: ${unidade?.nome ?? ''}`,
          `Período: ${formatDate(p.inicio)} a ${formatDate(p.fim)}${aprovador === null ? '' : ` · Aprovador: ${aprovador?.nome ?? ''}`}`,
          ...cortadas.aviso,
          `Emitido em ${formatDateTime(agora())}`,
        ],
        colunas: COLUNAS,
        linhas: cortadas.linhas.map((l) => [celulaDaData(l.data), l.titulo, l.pessoa, l.valor, l.nivel, decisao(l), l.motivo, l.aprovador]),
        totais,
        vazio: 'Nenhuma decisão no período.',
      };
      const arquivoId = await salvarTabela(ctx, arquivos, p.formato, tabela, `aprovacoes-${p.inicio}-${p.fim}`);
      return { arquivoId, mensagem: contagemNoRelatorio(total, MENSAGENS_DA_CONTAGEM) };
    },
  };
}
