import { formatDateTime } from '../../../../shared/format/dates.ts';
import { toWallClock } from '../../../../shared/format/wall-clock.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import { tabelaDosEmprestimosEmAberto, TITULO_EMPRESTIMOS_EM_ABERTO } from '../emprestimos/relatorio.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 empréstimo no relatório.', varios: '{n} empréstimos no relatório.' };

// "Empréstimos em aberto e atrasados": the loans module's table (emprestimos/relatorio.ts) on the
// day the job runs, on the institution's calendar. Loans are institution-wide, as projects are.

export const TIPO_EMPRESTIMOS = 'relatorio.aprovacaofinanceira.emprestimos';

export function relatorioDosEmprestimos(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<{ formato: FormatoDoRelatorio }> {
  return {
    tipo: TIPO_EMPRESTIMOS,
    titulo: TITULO_EMPRESTIMOS_EM_ABERTO,
    aviso: 'RELATORIO',
    async executar(ctx) {
      await ctx.progresso(20, 'Lendo os empréstimos');
      const momento = agora();
      const hoje = toWallClock(momento)?.format('YYYY-MM-DD') ?? momento.toISOString().slice(0, 10);
      const tabela = await tabelaDosEmprestimosEmAberto(ctx.db, hoje);
      const arquivoId = await salvarTabela(ctx, arquivos, ctx.parametros.formato, { ...tabela, subtitulos: [...tabela.subtitulos, `Emitido em ${formatDateTime(momento)}`] }, `emprestimos-em-aberto-${hoje}`);
      const n = tabela.linhas.length;
      return { arquivoId, mensagem: contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM) };
    },
  };
}
