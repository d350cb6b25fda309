// The yearly adjustment of a colaboração by an índice: the índice's monthly percentages over the
// twelve months before the adjustment, compounded, and the amount times (1 + that percentage),
// rounded half up to the cent. All in whole numbers (cents, and percentages scaled by 10⁴), never
// through a float: R$ 30,00 adjusted by 4,5 % is R$ 31,35.

/** Percentages carry at most four decimals (the índice's column is numeric(8,4)). */
const ESCALA = 10_000n;
const CEM = 100n * ESCALA;

const PERCENTUAL = /^(-?)(\d{1,4})(?:[.,](\d{1,4}))?$/;

/** '4.5' or '4,5' → 45000 (the percentage times 10⁴); null for anything else. */
export function percentualEscalado(texto: string): bigint | null {
  const m = PERCENTUAL.exec(texto.trim());
  if (m === null) return null;
  const valor = BigInt(m[2]!) * ESCALA + BigInt((m[3] ?? '').padEnd(4, '0'));
  return m[1] === '-' ? -valor : valor;
}

/** Half up (away from zero on a tie) of numerador ÷ denominador, for a positive denominador. */
function dividirArredondando(numerador: bigint, denominador: bigint): bigint {
  const negativo = numerador < 0n;
  const absoluto = negativo ? -numerador : numerador;
  const q = (absoluto * 2n + denominador) / (2n * denominador);
  return negativo ? -q : q;
}

/** The amount in cents adjusted by a percentage (scaled by 10⁴), half up to the cent; never below zero. */
export function reajustarCentavos(centavos: number, percentual: bigint): number {
  const novo = dividirArredondando(BigInt(centavos) * (CEM + percentual), CEM);
  return Number(novo < 0n ? 0n : novo);
}

/** The compounding's own precision: twelve decimals of the factor, so only the final rounding shows. */
const PRECISAO = 10n ** 12n;

/** The monthly percentages (scaled by 10⁴) compounded into one, rounded half up to four decimals. */
export function percentualAcumulado(mensais: readonly bigint[]): bigint {
  let fator = PRECISAO;
  for (const p of mensais) fator = dividirArredondando(fator * (CEM + p), CEM);
  return dividirArredondando((fator - PRECISAO) * CEM, PRECISAO);
}

/** 45000n → '4,5': the percentage as a person reads it. */
export function textoDoPercentual(percentual: bigint): string {
  const negativo = percentual < 0n;
  const absoluto = negativo ? -percentual : percentual;
  const decimais = String(absoluto % ESCALA).padStart(4, '0').replace(/0+$/, '');
  return `${negativo ? '-' : ''}${absoluto / ESCALA}${decimais === '' ? '' : `,${decimais}`}`;
}

/** AAAA-MM of the twelve months before `competencia` (AAAA-MM), oldest first. */
export function dozeMesesAntes(competencia: string): string[] {
  const [ano, mes] = competencia.split('-').map(Number) as [number, number];
  const indice = ano * 12 + (mes - 1);
  return Array.from({ length: 12 }, (_, i) => {
    const k = indice - 12 + i;
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

export interface ReajustePedido {
  /** The colaboração's monthly amount, in cents. */
  valorCentavos: number;
  /** AAAA-MM-DD: the start of the colaboração and its last adjustment (null: never). */
  inicio: string;
  ultimoReajuste: string | null;
  /** AAAA-MM-DD, the adjustment's date. */
  hoje: string;
  /** The índice's monthly percentages, by AAAA-MM. */
  valoresDoIndice: ReadonlyMap<string, bigint>;
}

export type ResultadoDoReajuste =
  | { ok: true; valorCentavos: number; percentual: bigint }
  | { ok: false; motivo: 'antesDeUmAno'; desde: string }
  | { ok: false; motivo: 'semValores'; faltam: string[] };

/** A year after a date (AAAA-MM-DD); 29/02 gives 28/02. */
export function umAnoDepois(data: string): string {
  const [ano, mes, dia] = data.split('-') as [string, string, string];
  const seguinte = String(Number(ano) + 1);
  return mes === '02' && dia === '29' ? `${seguinte}-02-28` : `${seguinte}-${mes}-${dia}`;
}

/**
 * The yearly adjustment: only a year or more after the start or the last adjustment, by the
 * índice compounded over the twelve months before this month (every one of them registered).
 */
export function reajusteAnual(p: ReajustePedido): ResultadoDoReajuste {
  const desde = umAnoDepois(p.ultimoReajuste ?? p.inicio);
  if (p.hoje < desde) return { ok: false, motivo: 'antesDeUmAno', desde };
  const meses = dozeMesesAntes(p.hoje.slice(0, 7));
  const faltam = meses.filter((m) => !p.valoresDoIndice.has(m));
  if (faltam.length > 0) return { ok: false, motivo: 'semValores', faltam };
  const percentual = percentualAcumulado(meses.map((m) => p.valoresDoIndice.get(m)!));
  return { ok: true, valorCentavos: reajustarCentavos(p.valorCentavos, percentual), percentual };
}
