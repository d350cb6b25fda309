import { LIMITE_DE_LINHAS_DO_PDF } from '../../../shared/api/relatorios.ts';
import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import type { Arquivos } from '../../arquivos.ts';
import { ErroDaTarefa, type ContextoDaTarefa, type TipoDeTarefa } from '../tipos.ts';
import { concluirRelatorio, type RelatorioGuardado } from './guardado.ts';
import { guardarParte } from './partes.ts';
import { percorrer, type Percurso } from './percurso.ts';

// The one pipeline of the long reports (people and finance alike): the job of a unit reads its
// rows through the walk (percurso.ts: one cursor, a stored page and a checkpoint per step), then
// writes the file from the stored rows (guardado.ts: PDF up to its limit, or the whole
// spreadsheet streamed) and ends with the notice linking it. A report says only where its rows
// come from, how a row becomes cells and what the file says.

/** What a report works out before its walk (again on a resumed attempt: it reads, never writes). */
export interface PreparoDoRelatorio<L, K, G> {
  /** The rows' source; without `guardar`, each page is stored as it was read. */
  percurso: Omit<Percurso<L, K>, 'tamanhoDoLote' | 'limite' | 'guardar'> & Partial<Pick<Percurso<L, K>, 'guardar'>>;
  /** The file, from the stored rows G. */
  relatorio: RelatorioGuardado<G>;
  /** The job's message from the rows stored, when the PDF left none out. */
  mensagem(guardadas: number): string;
}

export interface DefinicaoDoRelatorio<P, L, K, G> {
  tipo: string;
  titulo: string;
  /** Rows per page of the cursor, each page a step (tests make it small). */
  lote: number;
  /** The PDF's rows (LIMITE_DE_LINHAS_DO_PDF unless a test makes it small). */
  limiteDoPdf?: number;
  /**
   * The rows are read in the file's order (true unless said otherwise): a PDF stops reading one
   * row past its limit. A report that stores its rows in another order reads them all.
   */
  lidasNaOrdemDoArquivo?: boolean;
  preparar(ctx: ContextoDaTarefa<P>, unidadeId: number): Promise<PreparoDoRelatorio<L, K, G>>;
}

export function tarefaDeRelatorio<P extends { formato: FormatoDoRelatorio }, L, K, G>(arquivos: Arquivos, d: DefinicaoDoRelatorio<P, L, K, G>): TipoDeTarefa<P> {
  const limiteDoPdf = d.limiteDoPdf ?? LIMITE_DE_LINHAS_DO_PDF;
  return {
    tipo: d.tipo,
    titulo: d.titulo,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      if (unidadeId === null) throw new ErroDaTarefa('O relatório precisa de uma unidade.', { repetir: false });
      const { percurso, relatorio, mensagem } = await d.preparar(ctx, unidadeId);
      // The PDF reads one row past its limit, to know it leaves rows out.
      const limite = p.formato === 'PDF' && d.lidasNaOrdemDoArquivo !== false ? { limite: limiteDoPdf + 1 } : {};
      const { guardadas } = await percorrer(ctx, {
        async guardar(trx, linhas, lote) {
          await guardarParte(trx, ctx.tarefaId, lote, linhas);
          return linhas.length;
        },
        ...percurso,
        tamanhoDoLote: d.lote,
        ...limite,
      });
      return concluirRelatorio(ctx, arquivos, { formato: p.formato, guardadas, mensagem: mensagem(guardadas), limiteDoPdf }, relatorio);
    },
  };
}
