import { sql } from 'kysely';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import { executarProjeto, type RubricaExecutada } from '../../../../shared/projetos/rubricas.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import { textoDaCelula, type ColunaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { celulaDaData, dinheiro } from '../../financeiro/relatorios/celulas.ts';
import { linhasALer, noLimite } from './limite.ts';
import type { PedidoDaAprovacao } from './pedido.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 despesa no relatório.', varios: '{n} despesas no relatório.' };

// "Execução financeira do projeto", the accountability file: the budget against the executed per
// rubrica (the project page's sums, executarProjeto), then every despesa charged to the project
// (any unit; cancelled ones left out) with its document, person, date, rubrica and amount, paid
// and open (an en dash is left out of the PDF's font: codes and names join with a hyphen). With a period, only the títulos of those days (by issue date, else due date) count.

export const TIPO_EXECUCAO_PROJETO = 'relatorio.aprovacaofinanceira.execucaoprojeto';
export const TITULO_EXECUCAO_PROJETO = 'Execução financeira do projeto';

export type ParametrosDaExecucaoDoProjeto = Pick<PedidoDaAprovacao, 'formato' | 'inicio' | 'fim'> & { projeto: number };

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Data', tipo: 'data', largura: 2.4 },
  { titulo: 'Documento', tipo: 'texto', largura: 2.8 },
  { titulo: 'Pessoa', tipo: 'texto', largura: 4 },
  { titulo: 'Descrição', tipo: 'texto', largura: 4 },
  { titulo: 'Rubrica', tipo: 'texto', largura: 3.5 },
  { titulo: 'Anexos', tipo: 'numero', largura: 1.5 },
  { titulo: 'Valor', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Pago', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Em aberto', tipo: 'dinheiro', largura: 3 },
];

interface Despesa {
  data: DataISO | null;
  documento: string | null;
  pessoa: string | null;
  descricao: string | null;
  rubrica: string | null;
  anexos: number;
  valor: string;
  pago: string;
  aberto: string;
}

interface Projeto {
  rotulo: string;
  financiador: string | null;
  inicio: DataISO | null;
  fim: DataISO | null;
}

const centavos = (texto: string): number => centavosDoDecimal(texto) ?? 0;
const reais = (c: number): string => textoDaCelula(decimalDosCentavos(c), 'dinheiro');

const linhaDaRubrica = (r: RubricaExecutada): string =>
  `Rubrica ${r.rotulo}: orçado ${reais(r.orcadoCentavos)}, executado ${reais(r.executadoCentavos)}, saldo ${reais(r.saldoCentavos)}`;

function periodoDoTitulo(inicio: DataISO | null, fim: DataISO | null) {
  return inicio === null || fim === null ? sql`` : sql`AND coalesce(t.emissao, t.data_vencimento) BETWEEN ${inicio}::date AND ${fim}::date`;
}

export function relatorioDaExecucaoDoProjeto(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosDaExecucaoDoProjeto> {
  return {
    tipo: TIPO_EXECUCAO_PROJETO,
    titulo: TITULO_EXECUCAO_PROJETO,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const p = ctx.parametros;
      await ctx.progresso(20, 'Somando o orçado e o executado');
      const periodo = periodoDoTitulo(p.inicio, p.fim);
      const limite = linhasALer(p.formato);
      const [projetos, rubricas, somas, despesas] = await Promise.all([
        sql<Projeto>`SELECT pr.codigo || ' - ' || pr.nome AS rotulo, f.nome AS financiador, to_char(pr.inicio, 'YYYY-MM-DD') AS inicio, to_char(pr.fim, 'YYYY-MM-DD') AS fim
          FROM projeto AS pr LEFT JOIN pessoa AS f ON f.id = pr.financiador_id WHERE pr.id = ${p.projeto}`.execute(ctx.db),
        sql<{ id: number; rotulo: string; orcado: string }>`SELECT id, codigo || ' - ' || descricao AS rotulo, valor_total::text AS orcado
          FROM projeto_rubrica WHERE projeto_id = ${p.projeto} ORDER BY ordem, id`.execute(ctx.db),
        sql<{ tipo: 'RECEITA' | 'DESPESA'; rubrica_id: number | null; valor: string; pago: string; aberto: string }>`
          SELECT t.tipo, t.rubrica_id, sum(t.valor)::text AS valor, sum(t.valor_pago)::text AS pago, sum(t.valor_aberto)::text AS aberto FROM titulo AS t
          WHERE t.projeto_id = ${p.projeto} AND t.situacao <> 'CANCELADO' ${periodo} GROUP BY t.tipo, t.rubrica_id`.execute(ctx.db),
        sql<Despesa>`
          SELECT to_char(coalesce(t.emissao, t.data_vencimento), 'YYYY-MM-DD') AS data, t.documento, pe.nome AS pessoa, t.descricao,
            r.codigo || ' - ' || r.descricao AS rubrica, CASE jsonb_typeof(t.anexos) WHEN 'array' THEN jsonb_array_length(t.anexos) ELSE 0 END AS anexos,
            t.valor::text AS valor, t.valor_pago::text AS pago, t.valor_aberto::text AS aberto
          FROM titulo AS t LEFT JOIN pessoa AS pe ON pe.id = t.pessoa_id LEFT JOIN projeto_rubrica AS r ON r.id = t.rubrica_id
          WHERE t.projeto_id = ${p.projeto} AND t.tipo = 'DESPESA' AND t.situacao <> 'CANCELADO' ${periodo}
          ORDER BY coalesce(t.emissao, t.data_vencimento), t.id ${limite === null ? sql`` : sql`LIMIT ${limite}`}`.execute(ctx.db),
      ]);
      const projeto = projetos.rows[0];
      if (projeto === undefined) throw new ErroDaTarefa('O projeto não existe mais.', { repetir: false });
      const execucao = executarProjeto(
        rubricas.rows.map((r) => ({ id: r.id, rotulo: r.rotulo, orcadoCentavos: centavos(r.orcado) })),
        somas.rows.map((s) => ({ tipo: s.tipo, rubricaId: s.rubrica_id, valorCentavos: centavos(s.valor) })),
      );
      const despesasSomadas = somas.rows.filter((s) => s.tipo === 'DESPESA');
      const soma = (campo: 'pago' | 'aberto') => decimalDosCentavos(despesasSomadas.reduce((total, s) => total + centavos(s[campo]), 0));
      const cortadas = noLimite(despesas.rows, p.formato);
      const vigencia = projeto.inicio === null ? '' : ` · Vigência: ${formatDate(projeto.inicio)}${projeto.fim === null ? '' : ` a ${formatDate(projeto.fim)}`}`;
      const tabela = {
        titulo: `${TITULO_EXECUCAO_PROJETO} ${projeto.rotulo}`,
        subtitulos: [
          `Financiador: ${projeto.financiador ?? '—'}${vigencia}`,
          p.inicio === null || p.fim === null ? 'Período: todo o projeto' : `Período: ${formatDate(p.inicio)} a ${formatDate(p.fim)}`,
          ...execucao.rubricas.map(linhaDaRubrica),
          ...(execucao.semRubricaCentavos === 0 ? [] : [`Sem rubrica: executado ${reais(execucao.semRubricaCentavos)}`]),
          ...cortadas.aviso,
          `Emitido em ${formatDateTime(agora())}`,
        ],
        colunas: COLUNAS,
        linhas: cortadas.linhas.map((d) => [d.data === null ? null : celulaDaData(d.data), d.documento, d.pessoa, d.descricao, d.rubrica ?? 'Sem rubrica', d.anexos, d.valor, d.pago, d.aberto]),
        totais: [
          dinheiro('Orçado', decimalDosCentavos(execucao.orcadoCentavos)),
          dinheiro('Executado (despesas)', decimalDosCentavos(execucao.despesasCentavos)),
          dinheiro('Pago', soma('pago')),
          dinheiro('Em aberto', soma('aberto')),
          dinheiro('Saldo do orçamento (orçado - executado nas rubricas)', decimalDosCentavos(execucao.orcadoCentavos - execucao.executadoCentavos)),
          dinheiro('Receitas', decimalDosCentavos(execucao.receitasCentavos)),
          dinheiro('Saldo do projeto (receitas - despesas)', decimalDosCentavos(execucao.saldoCentavos)),
        ],
        vazio: 'Nenhuma despesa do projeto no período.',
      };
      const arquivoId = await salvarTabela(ctx, arquivos, p.formato, tabela, `execucao-projeto-${p.projeto}`);
      const n = cortadas.linhas.length;
      return { arquivoId, mensagem: contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM) };
    },
  };
}
