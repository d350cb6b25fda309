import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import { toWallClock } from '../../../shared/format/wall-clock.ts';
import type { Arquivos } from '../../arquivos.ts';
import { pdfDaTabela } from '../../jobs/relatorios/pdf.ts';
import { xlsxDaTabela } from '../../jobs/relatorios/xlsx.ts';
import type { TipoDeTarefa } from '../../jobs/tipos.ts';
import { avisoDoLimite, tabelaDaLista } from './tabela-da-lista.ts';
import type { ImpressaoDaTela, ParametrosDaImpressao } from './tela.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../jobs/relatorios/contagem.ts';

// A list's Imprimir as a background job: the table of what the list selects (tabela-da-lista.ts)
// as PDF or XLSX, stored once per job; the end notice links the file.

const TIPOS: Readonly<Record<FormatoDoRelatorio, { extensao: string; tipoMime: string }>> = {
  PDF: { extensao: 'pdf', tipoMime: 'application/pdf' },
  XLSX: { extensao: 'xlsx', tipoMime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 registro no relatório.', varios: '{n} registros no relatório.' };
const quantos = (n: number): string => contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM);

export function tarefaDaImpressao(imp: ImpressaoDaTela, arquivos: Arquivos): TipoDeTarefa<ParametrosDaImpressao> {
  return {
    tipo: imp.tipoDaTarefa,
    titulo: imp.titulo,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { formato, pedidoEm } = ctx.parametros;
      const diretorio = `relatorios/tarefa-${ctx.tarefaId}`;
      const pronto = await tabelaDaLista(ctx, imp);
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
