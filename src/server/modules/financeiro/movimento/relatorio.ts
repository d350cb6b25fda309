import { centavosDosReais, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { rotuloDoMovimento } from '../../../../shared/financeiro/rotuloDoMovimento.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/dates.ts';
import { dayjs } from '../../../../shared/format/dayjs.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { contasDaUnidade } from './contas.ts';
import { extratoDaConta } from './extrato.ts';

// The statement as a PDF or a spreadsheet, a background job (the jobs panel shows it, its end is a
// notice): the same movements, running balance and totals as the page, from the same query, the
// whole period in one page of at most LIMITE_DE_LINHAS movements (a longer one is refused).

export const TIPO_DO_EXTRATO = 'relatorio.financeiro.extrato';
const LIMITE_DE_LINHAS = 10_000;
const MENSAGEM_EXTRATO_LONGO = 'O extrato passa de 10.000 movimentos: escolha um período menor.';

export interface PedidoDoExtrato {
  conta: number;
  inicio: string;
  fim: string;
  categoria: number | null;
  centroCusto: number | null;
  formato: 'PDF' | 'XLSX';
}

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Data', tipo: 'data', largura: 2 },
  { titulo: 'Movimento', tipo: 'texto', largura: 3 },
  { titulo: 'Descrição', tipo: 'texto', largura: 5 },
  { titulo: 'Pessoa ou conta', tipo: 'texto', largura: 4 },
  { titulo: 'Valor', tipo: 'decimal', largura: 2, casas: 2 },
  { titulo: 'Saldo', tipo: 'decimal', largura: 2, casas: 2 },
];

/** A JSON amount as the exact text a decimal cell holds. */
const decimal = (reais: number): string => decimalDosCentavos(centavosDosReais(reais) ?? 0);
const dinheiro = (rotulo: string, reais: number) => ({ rotulo, tipo: 'decimal' as const, valor: decimal(reais), casas: 2 });

export function relatorioDoExtrato(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<PedidoDoExtrato> {
  return {
    tipo: TIPO_DO_EXTRATO,
    titulo: 'Extrato da conta',
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      const [conta] = unidadeId === null ? [] : await contasDaUnidade(ctx.db, unidadeId, p.conta);
      if (conta === undefined) throw new ErroDaTarefa('A conta do extrato não foi encontrada na unidade.', { repetir: false });
      await ctx.progresso(10, 'Lendo os movimentos');
      const extrato = await extratoDaConta(ctx.db, conta, p, { categoria: p.categoria, centroCusto: p.centroCusto }, { pagina: 1, porPagina: LIMITE_DE_LINHAS });
      if (extrato.quantidade > LIMITE_DE_LINHAS) throw new ErroDaTarefa(MENSAGEM_EXTRATO_LONGO, { repetir: false });
      const mensagem = extrato.linhas.length === 1 ? '1 movimento no extrato.' : `${extrato.linhas.length.toLocaleString('pt-BR')} movimentos no extrato.`;
      await ctx.progresso(50, `${mensagem} Gerando o arquivo`);
      const tabela: TabelaDoRelatorio = {
        titulo: `Extrato: ${conta.descricao}`,
        subtitulos: [
          `Período: ${formatDate(p.inicio)} a ${formatDate(p.fim)}`,
          ...(extrato.filtrado ? ['Extrato filtrado: o saldo é só dos movimentos filtrados, a partir de zero.'] : []),
          `Emitido em ${formatDateTime(agora())}`,
        ],
        colunas: COLUNAS,
        linhas: extrato.linhas.map((l) => [dayjs.utc(l.data, 'YYYY-MM-DD').toDate(), rotuloDoMovimento(l), l.descricao, l.contraparte, decimal(l.valor), decimal(l.saldo)]),
        totais: [dinheiro('Saldo inicial', extrato.saldoInicial), dinheiro('Entradas', extrato.entradas), dinheiro('Saídas', extrato.saidas), dinheiro('Saldo final', extrato.saldoFinal)],
        vazio: 'Nenhum movimento no período.',
      };
      const arquivoId = await salvarTabela(ctx, arquivos, p.formato, tabela, `extrato-${p.inicio}-a-${p.fim}`);
      return { arquivoId, mensagem };
    },
  };
}
