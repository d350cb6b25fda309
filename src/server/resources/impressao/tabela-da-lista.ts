import { sql } from 'kysely';
import { LIMITE_DA_IMPRESSAO } from '../../../shared/api/impressao.ts';
import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import type { TabelaDoRelatorio } from '../../jobs/relatorios/tabela.ts';
import type { ContextoDaTarefa } from '../../jobs/tipos.ts';
import { condicoesDaConsulta } from '../condicoes-da-consulta.ts';
import { ordenacaoPedida } from '../parametros-da-lista.ts';
import { formatarRegistro, type Registro } from '../registro.ts';
import { onde, origem, selecao } from '../sql-do-recurso.ts';
import { condicoesDaUnidade, pedeTodasAsUnidades, unidadeDoRegistro } from '../unidades-da-consulta.ts';
import { colunasDaImpressao, type ColunaDaImpressao } from './colunas.ts';
import { descreverFiltrosAplicados } from './filtros-aplicados.ts';
import type { ImpressaoDaTela, ParametrosDaImpressao } from './tela.ts';
import { totaisDaImpressao } from './totais.ts';

// What a printed list holds: the records the list's query selects (the session's unit or every
// unit, with a Unidade column, search, filters and parameters, with periods worked out at the time of the request), in its order, up
// to the format's limit, under the screen's title, the unit and the filters applied.

const milhar = (n: number): string => n.toLocaleString('pt-BR');

/** What the report says on top, and the job's message, when the list selects more than the format brings. */
export function avisoDoLimite(formato: FormatoDoRelatorio): string {
  return formato === 'PDF'
    ? `O PDF traz os primeiros ${milhar(LIMITE_DA_IMPRESSAO.PDF)} registros; emita a planilha (XLSX) para até ${milhar(LIMITE_DA_IMPRESSAO.XLSX)}.`
    : `A planilha traz os primeiros ${milhar(LIMITE_DA_IMPRESSAO.XLSX)} registros; use os filtros para dividir o relatório.`;
}

/** The first column of a report of every unit: each record's unit. */
const COLUNA_DA_UNIDADE: ColunaDaImpressao = {
  coluna: { titulo: 'Unidade', tipo: 'texto', largura: 5 },
  celula: (registro) => {
    const unidade = registro['unidade'];
    return typeof unidade === 'object' && unidade !== null ? String((unidade as Record<string, unknown>)['nome']) : null;
  },
};

async function lerLinhas(ctx: ContextoDaTarefa<ParametrosDaImpressao>, imp: ImpressaoDaTela): Promise<{ registros: Registro[]; linhas: Registro[]; condicoes: Awaited<ReturnType<typeof condicoesDaConsulta>> }> {
  const { recurso } = imp;
  const { consulta, pedidoEm, formato } = ctx.parametros;
  const gancho = { trx: ctx.db, sessao: { usuarioId: ctx.usuarioId, unidadeId: ctx.unidadeId }, recurso: { url: recurso.descritor.recurso, modelo: recurso.modelo.$id } };
  const condicoes = [...condicoesDaUnidade(recurso, ctx.unidadeId, consulta), ...(await condicoesDaConsulta(recurso, consulta, gancho, new Date(pedidoEm)))];
  const todas = pedeTodasAsUnidades(consulta);
  const { rows } = await sql<Registro>`
    SELECT ${selecao(recurso, true)}${todas ? sql`, ${unidadeDoRegistro()}` : sql``} FROM ${origem(recurso)} ${onde(condicoes)} ${ordenacaoPedida(recurso, consulta.sort)}
    LIMIT ${LIMITE_DA_IMPRESSAO[formato] + 1}`.execute(ctx.db);
  return { linhas: rows, registros: rows.map((l) => (todas ? { ...formatarRegistro(recurso, l), unidade: l['unidade'] } : formatarRegistro(recurso, l))), condicoes };
}

export async function tabelaDaLista(ctx: ContextoDaTarefa<ParametrosDaImpressao>, imp: ImpressaoDaTela): Promise<{ tabela: TabelaDoRelatorio; cortado: boolean; total: number }> {
  const { formato, consulta, colunas: campos, pedidoEm } = ctx.parametros;
  const { registros, linhas, condicoes } = await lerLinhas(ctx, imp);
  const limite = LIMITE_DA_IMPRESSAO[formato];
  const cortado = registros.length > limite;
  const todas = pedeTodasAsUnidades(consulta);
  const daLista = colunasDaImpressao(imp.recurso, campos.flatMap((campo) => imp.lista.colunas.filter((c) => c.campo === campo)));
  const colunas = todas ? [COLUNA_DA_UNIDADE, ...daLista] : daLista;
  const { totais, total } = await totaisDaImpressao(ctx.db, imp, condicoes);
  // A unit's records name their unit; an institution's table is the same from any unit.
  const porUnidade = imp.recurso.mapa.porUnidade && ctx.unidadeId !== null;
  const daSessao = porUnidade && !todas ? await ctx.db.selectFrom('unidade').select('nome').where('id', '=', ctx.unidadeId ?? 0).executeTakeFirst() : undefined;
  const unidade = todas ? { nome: 'Todas as unidades' } : daSessao;
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

