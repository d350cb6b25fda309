import type { Execucao } from '../../../../shared/orcamento/execucao.ts';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { ColunaDoRelatorio, TotalDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { execucaoOrcamentaria } from '../planoorcamentario/execucao.ts';
import { dinheiro } from './celulas.ts';
import type { PedidoLido } from './pedido.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 linha do orçamento no relatório.', varios: '{n} linhas do orçamento no relatório.' };

// Execução orçamentária: the budget plan's year, planned against realised (by competence) for
// each line (category × cost centre), from the budget module's own read (execucaoOrcamentaria).

export const TIPO_EXECUCAO = 'relatorio.financeiro.execucaoorcamentaria';
export const TITULO_EXECUCAO = 'Execução orçamentária';

export type ParametrosDaExecucao = Pick<PedidoLido, 'ano' | 'formato' | 'centroCusto'>;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Categoria', tipo: 'texto', largura: 6 },
  { titulo: 'Centro de custo', tipo: 'texto', largura: 5 },
  { titulo: 'Planejado', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Realizado', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Diferença', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Realizado (%)', tipo: 'decimal', largura: 2, casas: 2 },
];

const valores = (e: Execucao): ValorDaCelula[] => [
  decimalDosCentavos(e.planejadoCentavos),
  decimalDosCentavos(e.realizadoCentavos),
  decimalDosCentavos(e.diferencaCentavos),
  e.percentual === null ? null : String(e.percentual),
];

export function relatorioDaExecucao(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosDaExecucao> {
  return {
    tipo: TIPO_EXECUCAO,
    titulo: TITULO_EXECUCAO,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      if (unidadeId === null) throw new ErroDaTarefa('O relatório precisa de uma unidade.', { repetir: false });
      await ctx.progresso(20, 'Somando o planejado e o realizado');
      const e = await execucaoOrcamentaria(ctx.db, unidadeId, p.ano, { centroCustoId: p.centroCusto });
      const unidade = await ctx.db.selectFrom('unidade').select('nome').where('id', '=', unidadeId).executeTakeFirst();
      const centro = p.centroCusto === null ? null : (e.nomes.centrosDeCusto[p.centroCusto] ?? null);
      const percentual: TotalDoRelatorio = { rotulo: 'Realizado (%)', tipo: 'decimal', casas: 2, valor: e.total.ano.percentual === null ? null : String(e.total.ano.percentual) };
      const tabela = {
        titulo: `${TITULO_EXECUCAO} ${p.ano}`,
        subtitulos: [
          `Unidade: ${unidade?.nome ?? ''}`,
          `Ano: ${p.ano}${centro === null ? '' : ` · Centro de custo: ${centro}`}`,
          'Realizado por competência: cada título não cancelado, pelo valor bruto, no mês da sua competência.',
          `Emitido em ${formatDateTime(agora())}`,
        ],
        colunas: COLUNAS,
        linhas: e.linhas.map((l) => [e.nomes.categorias[l.categoriaId] ?? String(l.categoriaId), e.nomes.centrosDeCusto[l.centroDeCustoId] ?? String(l.centroDeCustoId), ...valores(l.ano)]),
        totais: [
          dinheiro('Planejado', decimalDosCentavos(e.total.ano.planejadoCentavos)),
          dinheiro('Realizado', decimalDosCentavos(e.total.ano.realizadoCentavos)),
          dinheiro('Diferença (realizado - planejado)', decimalDosCentavos(e.total.ano.diferencaCentavos)),
          percentual,
        ],
        vazio: 'Nenhuma linha planejada ou realizada no ano.',
      };
      const arquivoId = await salvarTabela(ctx, arquivos, p.formato, tabela, `execucao-orcamentaria-${p.ano}`);
      return { arquivoId, mensagem: contagemNoRelatorio(e.linhas.length, MENSAGENS_DA_CONTAGEM) };
    },
  };
}
