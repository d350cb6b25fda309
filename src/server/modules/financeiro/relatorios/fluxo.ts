import { centavosDosReais, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { ColunaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { contasDaUnidade } from '../movimento/contas.ts';
import { fluxoDasContas } from '../movimento/fluxo.ts';
import { celulaDaData, dinheiro } from './celulas.ts';
import type { PedidoLido } from './pedido.ts';
import { subtitulosDoRelatorio } from './subtitulos.ts';

// The cash flow as a PDF or spreadsheet: the page's own numbers (fluxoDasContas), one row per
// day, week or month of the period, realised and projected apart, with the running balance.

export const TIPO_FLUXO = 'relatorio.financeiro.fluxocaixa';
export const TITULO_FLUXO = 'Fluxo de caixa';

export type ParametrosDoFluxo = Pick<PedidoLido, 'inicio' | 'fim' | 'formato' | 'conta' | 'agrupamento'>;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'De', tipo: 'data', largura: 2 },
  { titulo: 'Até', tipo: 'data', largura: 2 },
  { titulo: 'Entradas realizadas', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Saídas realizadas', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Entradas previstas', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Saídas previstas', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Resultado', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Saldo', tipo: 'dinheiro', largura: 3 },
];

const AGRUPADO: Readonly<Record<Agrupamento, string>> = { DIA: 'Por dia', SEMANA: 'Por semana', MES: 'Por mês' };

/** A JSON amount (two decimals at most) as its exact text. */
const decimal = (reais: number): string => decimalDosCentavos(centavosDosReais(reais) ?? 0);
const somar = (valores: readonly number[]): string => decimalDosCentavos(valores.reduce((s, v) => s + (centavosDosReais(v) ?? 0), 0));

export function relatorioDoFluxo(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosDoFluxo> {
  return {
    tipo: TIPO_FLUXO,
    titulo: TITULO_FLUXO,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      const contas = unidadeId === null ? [] : await contasDaUnidade(ctx.db, unidadeId, p.conta);
      if (unidadeId === null || (p.conta !== null && contas.length === 0)) throw new ErroDaTarefa('A conta do relatório não foi encontrada na unidade.', { repetir: false });
      await ctx.progresso(20, 'Somando os movimentos');
      const fluxo = await fluxoDasContas(ctx.db, contas, p.conta === null ? null : (contas[0] ?? null), p.agrupamento, p);
      const faixas = fluxo.faixas;
      const filtros = { ...p, centroCusto: null, categoria: null };
      const extras = [AGRUPADO[p.agrupamento], ...(p.conta === null ? ['Todas as contas da unidade'] : [])];
      const tabela = {
        titulo: TITULO_FLUXO,
        subtitulos: [...(await subtitulosDoRelatorio(ctx.db, unidadeId, filtros, agora(), extras)), 'Previsto: o que falta das parcelas em aberto, pelo vencimento.'],
        colunas: COLUNAS,
        linhas: faixas.map((f) => [
          celulaDaData(f.inicio),
          celulaDaData(f.fim),
          decimal(f.realizadoEntradas),
          decimal(f.realizadoSaidas),
          decimal(f.previstoEntradas),
          decimal(f.previstoSaidas),
          decimal(f.resultado),
          decimal(f.saldo),
        ]),
        totais: [
          dinheiro('Saldo inicial', decimal(fluxo.saldoInicial)),
          dinheiro('Entradas realizadas', somar(faixas.map((f) => f.realizadoEntradas))),
          dinheiro('Saídas realizadas', somar(faixas.map((f) => f.realizadoSaidas))),
          dinheiro('Entradas previstas', somar(faixas.map((f) => f.previstoEntradas))),
          dinheiro('Saídas previstas', somar(faixas.map((f) => f.previstoSaidas))),
          dinheiro('Saldo final', decimal(fluxo.saldoFinal)),
        ],
        vazio: 'Nenhum movimento no período.',
      };
      const arquivoId = await salvarTabela(ctx, arquivos, p.formato, tabela, `fluxo-de-caixa-${p.inicio}-a-${p.fim}`);
      const mensagem = faixas.length === 1 ? '1 período no fluxo de caixa.' : `${faixas.length} períodos no fluxo de caixa.`;
      return { arquivoId, mensagem };
    },
  };
}
