import type { DataISO } from '../calendario/data.ts';
import type { Partida } from './partida.ts';

// The entries as the accountant takes them.
// CSV: `;`-separated, DD/MM/YYYY, decimal comma without thousands, a field holding `;`, a quote or
// a line break between quotes (inner quotes doubled).
// ECD (Bloco I): one I200 per entry, |I200|NUM_LCTO|DT_LCTO|VL_LCTO|IND_LCTO|DT_LCTO_EXT|, with the
// entry's number, date as DDMMAAAA, amount, "N" (or "E" for a closing entry) and DT_LCTO_EXT empty;
// then its two I250 items, |I250|COD_CTA|COD_CCUS|VL_DC|IND_DC|NUM_ARQ|COD_HIST_PAD|HIST|COD_PART|,
// debit first: the ledger code, the side's cost centre (empty when none), the amount, D or C and
// the history; NUM_ARQ, COD_HIST_PAD and COD_PART are left empty.

export const CABECALHO_DO_CSV = 'data;valor;conta débito;conta crédito;histórico;cc débito;cc crédito';

/** 123456 → '1234,56'. */
export function valorComVirgula(centavos: number): string {
  const absoluto = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(absoluto / 100)},${String(absoluto % 100).padStart(2, '0')}`;
}

const dataComBarras = (data: DataISO): string => `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;

const campoDoCsv = (texto: string): string => (/[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto);

export function linhaDoCsv(p: Partida): string {
  return [dataComBarras(p.data), valorComVirgula(p.valorCentavos), p.debito, p.credito, p.historico, p.centroDeCustoDebito ?? '', p.centroDeCustoCredito ?? '']
    .map(campoDoCsv)
    .join(';');
}

/** The header and one line per entry, CRLF-terminated. */
export const csvDasPartidas = (partidas: readonly Partida[]): string => [CABECALHO_DO_CSV, ...partidas.map(linhaDoCsv)].map((l) => `${l}\r\n`).join('');

// ECD fields are separated by pipes and may hold none; line breaks end the record.
const campoDaEcd = (texto: string): string => texto.replace(/[|\r\n]+/g, ' ').trim();

const registro = (campos: readonly string[]): string => `|${campos.map(campoDaEcd).join('|')}|`;

/** An entry's I200 and its two I250 records; `numero` is its NUM_LCTO. */
export function registrosDaEcd(p: Partida, numero: string): string[] {
  const valor = valorComVirgula(p.valorCentavos);
  return [
    registro(['I200', numero, `${p.data.slice(8, 10)}${p.data.slice(5, 7)}${p.data.slice(0, 4)}`, valor, p.encerramento ? 'E' : 'N', '']),
    registro(['I250', p.debito, p.centroDeCustoDebito ?? '', valor, 'D', '', '', p.historico, '']),
    registro(['I250', p.credito, p.centroDeCustoCredito ?? '', valor, 'C', '', '', p.historico, '']),
  ];
}
