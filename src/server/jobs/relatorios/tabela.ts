import { dayjs } from '../../../shared/format/dayjs.ts';
import { formatarDecimalExato } from '../../../shared/format/decimal.ts';
import { formatNumber } from '../../../shared/format/number.ts';

// A report as data: a title, the lines that say what it covers, a typed table and its totals.
// pdf.ts and xlsx.ts render the same table, so both formats say the same thing.

/**
 * data and hora hold wall-clock values of the institution's time zone in a Date's UTC fields
 * (what a spreadsheet stores: a date with no time zone); duracao holds whole seconds; decimal
 * holds the exact text of a numeric (money: '1234.50'), written with its column's `casas`;
 * codigo is a number written as it is (1011, never 1.011); dinheiro is a decimal's exact text of
 * reais, shown as R$ with two decimals (R$ 1.234,50, -R$ 12,00).
 */
export type TipoDaColuna = 'texto' | 'numero' | 'decimal' | 'dinheiro' | 'codigo' | 'data' | 'hora' | 'duracao' | 'simNao';

export type ValorDaCelula = string | number | boolean | Date | null;

export interface ColunaDoRelatorio {
  titulo: string;
  tipo: TipoDaColuna;
  /** Relative width (PDF) and characters (XLSX). */
  largura: number;
  /** The decimals of a decimal column (2 for money). */
  casas?: number;
}

export interface TotalDoRelatorio {
  rotulo: string;
  tipo: TipoDaColuna;
  valor: ValorDaCelula;
  /** The decimals of a decimal total (2 for money). */
  casas?: number;
}

export interface TabelaDoRelatorio {
  titulo: string;
  /** Under the title: the unit, the period, the filters, when it was issued. */
  subtitulos: readonly string[];
  colunas: readonly ColunaDoRelatorio[];
  linhas: readonly (readonly ValorDaCelula[])[];
  totais: readonly TotalDoRelatorio[];
  /** What an empty table says; 'Nenhum registro no período.' by default. */
  vazio?: string;
}

export function formatarDuracao(segundos: number): string {
  const h = Math.floor(segundos / 3600);
  const m = Math.floor((segundos % 3600) / 60);
  const s = segundos % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** '-1234.5' → '-R$ 1.234,50', with a no-break space: the amount never wraps apart from its R$. */
function textoDoDinheiro(valor: string): string {
  const texto = formatarDecimalExato(valor, 2) ?? valor;
  return texto.startsWith('-') ? `-R$\u00a0${texto.slice(1)}` : `R$\u00a0${texto}`;
}

/** A cell as the PDF shows it (pt-BR formats); `casas`: a decimal column's. */
export function textoDaCelula(valor: ValorDaCelula, tipo: TipoDaColuna, casas = 0): string {
  if (valor === null) return '';
  if (valor instanceof Date) return dayjs.utc(valor).format(tipo === 'hora' ? 'HH:mm' : 'DD/MM/YYYY');
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number') return tipo === 'duracao' ? formatarDuracao(valor) : tipo === 'codigo' ? String(valor) : formatNumber(valor);
  if (tipo === 'dinheiro') return textoDoDinheiro(valor);
  return tipo === 'decimal' ? (formatarDecimalExato(valor, casas) ?? valor) : valor;
}
