import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import { tabelaDaDepreciacao, tabelaDasBaixas, tabelaDosBens, TITULO_BAIXAS, TITULO_BENS, TITULO_DEPRECIACAO } from './tabelas.ts';
import { tabelaDoInventario, TITULO_INVENTARIO } from './tabelaDoInventario.ts';

// The asset reports as background jobs of the session's unit (the pipeline's salvarTabela: PDF or
// XLSX, written once per job); the end notice links the file.

export interface ParametrosDoRelatorioDoPatrimonio {
  formato: FormatoDoRelatorio;
  inicio: string | null;
  fim: string | null;
}

export const TIPOS_DOS_RELATORIOS = { bens: 'relatorio.patrimonio.bens', depreciacao: 'relatorio.patrimonio.depreciacao', baixas: 'relatorio.patrimonio.baixas', inventario: 'relatorio.patrimonio.inventario' } as const;

const MENSAGEM_LINHAS = '{linhas} linha(s) no relatório.';

function tarefa(
  tipo: string,
  titulo: string,
  arquivos: Arquivos,
  agora: () => Date,
  tabela: (db: Parameters<typeof tabelaDosBens>[0], unidadeId: number, p: ParametrosDoRelatorioDoPatrimonio) => ReturnType<typeof tabelaDosBens>,
): TipoDeTarefa<ParametrosDoRelatorioDoPatrimonio> {
  return {
    tipo,
    titulo,
    aviso: 'RELATORIO',
    async executar(ctx) {
      await ctx.progresso(20, 'Lendo os bens');
      const t = await tabela(ctx.db, ctx.unidadeId ?? 0, ctx.parametros);
      const { inicio, fim } = ctx.parametros;
      const periodo = inicio === null || fim === null ? [] : [`Período: ${formatDate(inicio)} a ${formatDate(fim)}`];
      const arquivoId = await salvarTabela(ctx, arquivos, ctx.parametros.formato, { ...t, subtitulos: [...periodo, `Emitido em ${formatDateTime(agora())}`] }, tipo.replaceAll('.', '-'));
      return { arquivoId, mensagem: MENSAGEM_LINHAS.replace('{linhas}', String(t.linhas.length)) };
    },
  };
}

export function tiposDosRelatoriosDoPatrimonio(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosDoRelatorioDoPatrimonio>[] {
  return [
    tarefa(TIPOS_DOS_RELATORIOS.bens, TITULO_BENS, arquivos, agora, (db, u) => tabelaDosBens(db, u)),
    tarefa(TIPOS_DOS_RELATORIOS.depreciacao, TITULO_DEPRECIACAO, arquivos, agora, (db, u, p) => tabelaDaDepreciacao(db, u, p.inicio ?? '', p.fim ?? '')),
    tarefa(TIPOS_DOS_RELATORIOS.baixas, TITULO_BAIXAS, arquivos, agora, (db, u, p) => tabelaDasBaixas(db, u, p.inicio ?? '', p.fim ?? '')),
    tarefa(TIPOS_DOS_RELATORIOS.inventario, TITULO_INVENTARIO, arquivos, agora, (db, u, p) => tabelaDoInventario(db, u, p.inicio ?? '', p.fim ?? '')),
  ];
}
