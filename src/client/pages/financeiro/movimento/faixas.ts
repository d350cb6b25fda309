import type { FaixaDoFluxoDeCaixa } from '../../../../shared/api/movimento.ts';
import { centavosDosReais, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';

// The cash flow's buckets as the page names and totals them: a day as 04/03, a week by its first
// day, a month as 03/2025; the totals summed in cents.

const diaMes = (data: string): string => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

export function nomeDaFaixa(faixa: FaixaDoFluxoDeCaixa, agrupamento: Agrupamento): string {
  if (agrupamento === 'MES') return `${faixa.chave.slice(5, 7)}/${faixa.chave.slice(0, 4)}`;
  return diaMes(faixa.inicio);
}

export type ColunaDeValor = 'realizadoEntradas' | 'realizadoSaidas' | 'previstoEntradas' | 'previstoSaidas' | 'resultado';

export const COLUNAS_DE_VALOR: readonly ColunaDeValor[] = ['realizadoEntradas', 'realizadoSaidas', 'previstoEntradas', 'previstoSaidas', 'resultado'];

/** Each amount column's sum, to the cent. */
export function totaisDasFaixas(faixas: readonly FaixaDoFluxoDeCaixa[]): Record<ColunaDeValor, number> {
  const soma = (coluna: ColunaDeValor) => reaisDosCentavos(faixas.reduce((s, f) => s + (centavosDosReais(f[coluna]) ?? 0), 0));
  return Object.fromEntries(COLUNAS_DE_VALOR.map((c) => [c, soma(c)])) as Record<ColunaDeValor, number>;
}
