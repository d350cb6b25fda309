import { sql } from 'kysely';
import { LIMITE_DA_IMPRESSAO } from '../../../shared/api/impressao.ts';
import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { toWallClock } from '../../../shared/format/wall-clock.ts';
import type { Arquivos } from '../../arquivos.ts';
import { pdfDaTabela } from '../../jobs/relatorios/pdf.ts';
import type { TabelaDoRelatorio } from '../../jobs/relatorios/tabela.ts';
import { xlsxDaTabela } from '../../jobs/relatorios/xlsx.ts';
import type { ContextoDaTarefa, TipoDeTarefa } from '../../jobs/tipos.ts';
import { condicoesDaConsulta } from '../condicoes-da-consulta.ts';
import { ordenacaoPedida, type ConsultaDaLista } from '../parametros-da-lista.ts';
import { formatarRegistro, type Registro } from '../registro.ts';
import { daUnidade, onde, origem, selecao } from '../sql-do-recurso.ts';
import { colunasDaImpressao } from './colunas.ts';
import { descreverFiltrosAplicados } from './filtros-aplicados.ts';
import type { ImpressaoDaTela } from './tela.ts';
import { totaisDaImpressao } from './totais.ts';

// A list's Imprimir as a background job: the records the list's query selects (the session's
// unit, search, filters and parameters, with periods worked out at the time of the request), in
// its order, up to the format's limit, as PDF or XLSX; the end notice links the file.

export interface ParametrosDaImpressao {
  formato: FormatoDoRelatorio;
  /** The list's query string as GET {recurso} reads it: q, sort and the filter's parameters. */
  consulta: ConsultaDaLista;
  /** The columns to print (their campo), in order. */
  colunas: string[];
  /** When it was asked (ISO): a period like "Este mês" is that month, whenever the job runs. */
  pedidoEm: string;
}

const TIPOS: Readonly<Record<FormatoDoRelatorio, { extensao: string; tipoMime: string }>> = {
  PDF: { extensao: 'pdf', tipoMime: 'application/pdf' },
  XLSX: { extensao: 'xlsx', tipoMime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

const milhar = (n: number): string => n.toLocaleString('pt-BR');
const quantos = (n: number): string => (n === 1 ? '1 registro no relatório.' : `${milhar(n)} registros no relatório.`);

/** What the report says on top, and the job's message, when the list selects more than the format brings. */
export function avisoDoLimite(formato: FormatoDoRelatorio): string {
  return formato === 'PDF'
    ? `O PDF traz os primeiros ${milhar(LIMITE_DA_IMPRESSAO.PDF)} registros; emita a planilha (XLSX) para até ${milhar(LIMITE_DA_IMPRESSAO.XLSX)}.`
    : `A planilha traz os primeiros ${milhar(LIMITE_DA_IMPRESSAO.XLSX)} registros; use os filtros para dividir o relatório.`;
}

async function lerLinhas(ctx: ContextoDaTarefa<ParametrosDaImpressao>, imp: ImpressaoDaTela): Promise<{ registros: Registro[]; linhas: Registro[]; condicoes: ReturnType<typeof condicoesDaConsulta> }> {
  const { recurso } = imp;
  const { consulta, pedidoEm, formato } = ctx.parametros;
  const gancho = { trx: ctx.db, sessao: { usuarioId: ctx.usuarioId, unidadeId: ctx.unidadeId }, recurso: { url: recurso.descritor.recurso, modelo: recurso.modelo.$id } };
  const condicoes = [...daUnidade(recurso, ctx.unidadeId), ...condicoesDaConsulta(recurso, consulta, gancho, new Date(pedidoEm))];
  const { rows } = await sql<Registro>`
    SELECT ${selecao(recurso)} FROM ${origem(recurso)} ${onde(condicoes)} ${ordenacaoPedida(recurso, consulta.sort)}
    LIMIT ${LIMITE_DA_IMPRESSAO[formato] + 1}`.execute(ctx.db);
  return { linhas: rows, registros: rows.map((l) => formatarRegistro(recurso, l)), condicoes };
}

async function tabela(ctx: ContextoDaTarefa<ParametrosDaImpressao>, imp: ImpressaoDaTela): Promise<{ tabela: TabelaDoRelatorio; cortado: boolean; total: number }> {
  const { formato, consulta, colunas: campos, pedidoEm } = ctx.parametros;
  const { registros, linhas, condicoes } = await lerLinhas(ctx, imp);
  const limite = LIMITE_DA_IMPRESSAO[formato];
  const cortado = registros.length > limite;
  const colunas = colunasDaImpressao(imp.recurso, campos.flatMap((campo) => imp.lista.colunas.filter((c) => c.campo === campo)));
  const { totais, total } = await totaisDaImpressao(ctx.db, imp, condicoes);
  // A unit's records name their unit; an institution's table is the same from any unit.
  const porUnidade = imp.recurso.mapa.porUnidade && ctx.unidadeId !== null;
  const unidade = porUnidade ? await ctx.db.selectFrom('unidade').select('nome').where('id', '=', ctx.unidadeId ?? 0).executeTakeFirst() : undefined;
  const subtitulos = [
    ...(unidade === undefined ? [] : [`Unidade: ${unidade.nome}`]),
    await descreverFiltrosAplicados(ctx.db, imp.recurso, imp.filtro, consulta),
    ...(cortado ? [avisoDoLimite(formato)] : []),
    `Emitido em ${formatDateTime(new Date(pedidoEm))}`,
  ];
  return {
    tabela: {
      titulo: imp.titulo,
      subtitulos,
      colunas: colunas.map((c) => c.coluna),
      linhas: registros.slice(0, limite).map((registro, i) => colunas.map((c) => c.celula(registro, linhas[i] ?? registro))),
      totais,
      vazio: 'Nenhum registro encontrado com estes filtros.',
    },
    cortado,
    total,
  };
}

export function tarefaDaImpressao(imp: ImpressaoDaTela, arquivos: Arquivos): TipoDeTarefa<ParametrosDaImpressao> {
  return {
    tipo: imp.tipoDaTarefa,
    titulo: imp.titulo,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { formato, pedidoEm } = ctx.parametros;
      const diretorio = `relatorios/tarefa-${ctx.tarefaId}`;
      const pronto = await tabela(ctx, imp);
      const mensagem = pronto.cortado ? avisoDoLimite(formato) : quantos(pronto.total);
      // An attempt resumed after a crash finds the file the last one stored.
      const existente = await ctx.db.selectFrom('arquivo').select('id').where('diretorio', '=', diretorio).executeTakeFirst();
      if (existente !== undefined) return { arquivoId: existente.id, mensagem };
      await ctx.progresso(50, 'Gerando o arquivo');
      const conteudo = formato === 'PDF' ? await pdfDaTabela(pronto.tabela) : await xlsxDaTabela(pronto.tabela);
      const { extensao, tipoMime } = TIPOS[formato];
      const dia = toWallClock(new Date(pedidoEm))?.format('YYYY-MM-DD') ?? '';
      const nomeOriginal = `${imp.nomeDoArquivo}-${dia}.${extensao}`;
      const arquivoId = await arquivos.salvar({ conteudo, nomeOriginal, tipoMime, diretorio, criadoPor: ctx.usuarioId });
      return { arquivoId, mensagem };
    },
  };
}
