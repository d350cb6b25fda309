import { LIMITE_DE_LINHAS_DO_PDF } from '../../../shared/api/relatorios.ts';
import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import type { Arquivos } from '../../arquivos.ts';
import type { ContextoDaTarefa, ResultadoDaTarefa } from '../tipos.ts';
import { descartarPartes, linhasGuardadas } from './partes.ts';
import { salvarUmaVez } from './umaVez.ts';
import { pdfDaTabela } from './pdf.ts';
import { PROGRESSO_DO_PERCURSO } from './percurso.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio, TotalDoRelatorio, ValorDaCelula } from './tabela.ts';
import { xlsxDaTabela, xlsxEmFluxo } from './xlsx.ts';

// The file of a report whose rows the walk stored: the PDF brings the first
// LIMITE_DE_LINHAS_DO_PDF rows and says so on top; the spreadsheet streams every row.

export interface RelatorioGuardado<L> {
  titulo: string;
  subtitulos: readonly string[];
  colunas: readonly ColunaDoRelatorio[];
  /** A stored row as the table's cells. */
  celulas(linha: L): readonly ValorDaCelula[];
  totais(linhas: number): readonly TotalDoRelatorio[];
  /** The line on top, and the job's message, when the PDF leaves rows out. */
  avisoDoLimite: string;
  nomeDoArquivo: string;
  /** What the PDF says when no row matched. */
  vazio: string;
}

const TIPOS: Readonly<Record<FormatoDoRelatorio, { extensao: string; tipoMime: string }>> = {
  PDF: { extensao: 'pdf', tipoMime: 'application/pdf' },
  XLSX: { extensao: 'xlsx', tipoMime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

const PROGRESSO_A_CADA = 20_000;

async function pdf<P, L>(ctx: ContextoDaTarefa<P>, r: RelatorioGuardado<L>, limite: number, cortado: boolean): Promise<Buffer> {
  const linhas: (readonly ValorDaCelula[])[] = [];
  for await (const linha of linhasGuardadas<L>(ctx.db, ctx.tarefaId)) {
    if (linhas.length === limite) break;
    linhas.push(r.celulas(linha));
  }
  const subtitulos = cortado ? [...r.subtitulos, r.avisoDoLimite] : r.subtitulos;
  return pdfDaTabela({ titulo: r.titulo, subtitulos, colunas: r.colunas, linhas, totais: r.totais(linhas.length), vazio: r.vazio });
}

async function xlsx<P, L>(ctx: ContextoDaTarefa<P>, r: RelatorioGuardado<L>, guardadas: number): Promise<Buffer> {
  let escritas = 0;
  async function* linhas(): AsyncGenerator<readonly ValorDaCelula[]> {
    for await (const linha of linhasGuardadas<L>(ctx.db, ctx.tarefaId)) {
      yield r.celulas(linha);
      if (++escritas % PROGRESSO_A_CADA === 0) {
        const parte = escritas / Math.max(guardadas, 1);
        await ctx.progresso(PROGRESSO_DO_PERCURSO + parte * (99 - PROGRESSO_DO_PERCURSO), `${escritas.toLocaleString('pt-BR')} linhas na planilha`);
      }
    }
  }
  return xlsxEmFluxo({ titulo: r.titulo, subtitulos: r.subtitulos, colunas: r.colunas, linhas: linhas(), totais: () => r.totais(escritas) });
}

/**
 * Writes and stores the file once per job (`limiteDoPdf`: LIMITE_DE_LINHAS_DO_PDF unless a test
 * makes it small) (an attempt resumed after a crash finds it by its
 * folder), then drops the stored rows. `mensagem` is the job's message when nothing was left out.
 */
export async function concluirRelatorio<P, L>(
  ctx: ContextoDaTarefa<P>,
  arquivos: Arquivos,
  pedido: { formato: FormatoDoRelatorio; guardadas: number; mensagem: string; limiteDoPdf?: number },
  r: RelatorioGuardado<L>,
): Promise<ResultadoDaTarefa> {
  const limite = pedido.limiteDoPdf ?? LIMITE_DE_LINHAS_DO_PDF;
  const cortado = pedido.formato === 'PDF' && pedido.guardadas > limite;
  const mensagem = cortado ? r.avisoDoLimite : pedido.mensagem;
  const { extensao, tipoMime } = TIPOS[pedido.formato];
  const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: `${r.nomeDoArquivo}.${extensao}`, tipoMime }, async () => {
    await ctx.progresso(PROGRESSO_DO_PERCURSO, 'Gerando o arquivo');
    return pedido.formato === 'PDF' ? pdf(ctx, r, limite, cortado) : xlsx(ctx, r, pedido.guardadas);
  });
  await descartarPartes(ctx.db, ctx.tarefaId);
  return { arquivoId, mensagem };
}

/**
 * A small report held whole (a cash flow's few rows): written and stored once per job, like
 * concluirRelatorio's, in the format asked for.
 */
export async function salvarTabela<P>(ctx: ContextoDaTarefa<P>, arquivos: Arquivos, formato: FormatoDoRelatorio, tabela: TabelaDoRelatorio, nomeDoArquivo: string): Promise<number> {
  const { extensao, tipoMime } = TIPOS[formato];
  return salvarUmaVez(ctx, arquivos, { nomeOriginal: `${nomeDoArquivo}.${extensao}`, tipoMime }, () => (formato === 'PDF' ? pdfDaTabela(tabela) : xlsxDaTabela(tabela)));
}
