import { formatMoney } from '../../../../shared/format/money.ts';

// How the charts write amounts and months on their axes and tooltips.

const COMPACTO = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** 1.234.567 → "1,2 mi": an axis' tick. */
export const valorCompacto = (valor: number): string => COMPACTO.format(valor);

/** A tooltip's amount (recharts hands it over as unknown). */
export const valorDaDica = (valor: unknown): string => (typeof valor === 'number' ? formatMoney(valor) : String(valor));

/** 2026-03 → 03/2026. */
export const nomeDoMes = (mes: string): string => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
