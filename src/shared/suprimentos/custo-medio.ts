import { formatNumber } from '../format/number.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from './mensagens.ts';

// The moving weighted average cost of an item. What is kept is the stock's total value in whole
// cents and its quantity (in thousandths of the unit, so 1,5 kg is 1500); the average is derived
// from the two and never stored rounded. An entry adds its quantity and value (recomputing the
// average); an issue costs quantity × average rounded to the cent (half away from zero) and takes
// that cost off the value, so an issue of the whole quantity leaves exactly 0,00 and the value
// never drifts from entries − issue costs. A transfer between locations touches neither.

export interface SaldoDoItem {
  /** Thousandths of the unit (integer). */
  quantidade: number;
  valorCentavos: number;
}

export const SALDO_VAZIO: SaldoDoItem = { quantidade: 0, valorCentavos: 0 };

/** Thousandths in one unit: the quantities' scale. */
export const ESCALA_DA_QUANTIDADE = 1000;

export type ResultadoDaEntrada = { saldo: SaldoDoItem } | { erro: string };
export type ResultadoDaSaida = { saldo: SaldoDoItem; custoCentavos: number } | { erro: string };

const positiva = (q: number): boolean => Number.isSafeInteger(q) && q > 0;

/** An entry (purchase, donation at fair value, adjustment up) of `quantidade` worth `valorCentavos` in all. */
export function entrar(saldo: SaldoDoItem, quantidade: number, valorCentavos: number): ResultadoDaEntrada {
  if (!positiva(quantidade)) return { erro: M.quantidadeInvalida };
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0) return { erro: M.valorInvalido };
  return { saldo: { quantidade: saldo.quantidade + quantidade, valorCentavos: saldo.valorCentavos + valorCentavos } };
}

/** value × part ÷ whole rounded half away from zero, exact in BigInt (the product passes 2^53). */
export function proporcao(valorCentavos: number, parte: number, todo: number): number {
  if (todo <= 0) return 0;
  const v = BigInt(valorCentavos);
  const negativo = v < 0n;
  const dobro = 2n * (negativo ? -v : v) * BigInt(parte);
  const arredondado = (dobro + BigInt(todo)) / (2n * BigInt(todo));
  return Number(negativo ? -arredondado : arredondado);
}

/** What an issue of `quantidade` costs now: quantity × average, to the cent (0 with no stock to price it). */
export const custoDaSaida = (saldo: SaldoDoItem, quantidade: number): number =>
  saldo.quantidade <= 0 ? 0 : proporcao(saldo.valorCentavos, quantidade, saldo.quantidade);

/** An issue (requisition, adjustment down) of `quantidade`; refused beyond the stock unless `permitirNegativo`. */
export function sair(saldo: SaldoDoItem, quantidade: number, permitirNegativo = false): ResultadoDaSaida {
  if (!positiva(quantidade)) return { erro: M.quantidadeInvalida };
  if (quantidade > saldo.quantidade && !permitirNegativo) {
    return { erro: interpolar(M.estoqueInsuficiente, { disponivel: formatarQuantidade(Math.max(saldo.quantidade, 0)), quantidade: formatarQuantidade(quantidade) }) };
  }
  const custoCentavos = custoDaSaida(saldo, quantidade);
  return { saldo: { quantidade: saldo.quantidade - quantidade, valorCentavos: saldo.valorCentavos - custoCentavos }, custoCentavos };
}

/** The average cost per unit as text with 4 decimals ('5.1304'), rounded half away from zero; '0.0000' with no stock. */
export function custoMedio(saldo: SaldoDoItem): string {
  if (saldo.quantidade <= 0) return '0.0000';
  // cents × 1000 (thousandths) × 100 (the 4 decimals beyond the cent) ÷ quantity = ten-thousandths of a real.
  const v = BigInt(saldo.valorCentavos) * BigInt(ESCALA_DA_QUANTIDADE) * 100n;
  const negativo = v < 0n;
  const q = BigInt(saldo.quantidade);
  const a = (2n * (negativo ? -v : v) + q) / (2n * q);
  return `${negativo ? '-' : ''}${a / 10000n}.${String(a % 10000n).padStart(4, '0')}`;
}

/** Thousandths shown pt-BR: 1500 → '1,5', 1000000 → '1.000'. */
export const formatarQuantidade = (milesimos: number): string =>
  formatNumber(milesimos / ESCALA_DA_QUANTIDADE, { minimumFractionDigits: 0, maximumFractionDigits: 3 });
