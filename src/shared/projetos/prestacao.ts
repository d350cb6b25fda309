// The accountability deadlines of a partnership term (MROSC, Lei 13.019/2014, and Decreto
// 8.726/2016, arts. 59 and 69): the final report is due 90 days after the term ends; a term longer
// than a year also reports each of its years, 60 days after that year closes (the last year is
// covered by the final report). A year of the term is counted from its start: a term from
// 01/01/2025 has its first year closing on 31/12/2025.

export const DIAS_DA_FINAL = 90;
export const DIAS_DA_PARCIAL = 60;

export type TipoDePrestacao = 'PARCIAL' | 'FINAL';

export interface PrazoDePrestacao {
  tipo: TipoDePrestacao;
  /** The last day of the period it accounts for (YYYY-MM-DD). */
  referencia: string;
  /** YYYY-MM-DD */
  vencimento: string;
}

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

function emUtc(data: string): Date {
  const m = DATA.exec(data);
  if (m === null) throw new RangeError(`Data inválida: ${data}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const iso = (d: Date): string => d.toISOString().slice(0, 10);

export function maisDias(data: string, dias: number): string {
  const d = emUtc(data);
  d.setUTCDate(d.getUTCDate() + dias);
  return iso(d);
}

/** The last day of the n-th year of a term starting at inicio (n = 1: the day before the first anniversary; 29/02 goes to 28/02). */
function fimDoAno(inicio: string, n: number): string {
  const d = emUtc(inicio);
  const ano = d.getUTCFullYear() + n;
  const mes = d.getUTCMonth();
  const ultimoDoMes = new Date(Date.UTC(ano, mes + 1, 0)).getUTCDate();
  return maisDias(iso(new Date(Date.UTC(ano, mes, Math.min(d.getUTCDate(), ultimoDoMes)))), -1);
}

/** Every report a term owes, in order: a partial one per year closed before the term ends, and the final one. */
export function prazosDaPrestacao(inicio: string, fim: string): PrazoDePrestacao[] {
  if (emUtc(fim) < emUtc(inicio)) throw new RangeError('O fim da vigência é anterior ao início.');
  const prazos: PrazoDePrestacao[] = [];
  for (let n = 1; fimDoAno(inicio, n) < fim; n++) {
    const referencia = fimDoAno(inicio, n);
    prazos.push({ tipo: 'PARCIAL', referencia, vencimento: maisDias(referencia, DIAS_DA_PARCIAL) });
  }
  prazos.push({ tipo: 'FINAL', referencia: fim, vencimento: maisDias(fim, DIAS_DA_FINAL) });
  return prazos;
}

export type SituacaoDaPrestacao = 'APRESENTADA' | 'VENCIDA' | 'A_VENCER';

/** A report presented is done; one not presented is overdue after its due date (hoje: YYYY-MM-DD). */
export function situacaoDaPrestacao(vencimento: string, apresentadaEm: string | null, hoje: string): SituacaoDaPrestacao {
  if (apresentadaEm !== null) return 'APRESENTADA';
  return hoje > vencimento ? 'VENCIDA' : 'A_VENCER';
}
