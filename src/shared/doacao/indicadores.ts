import { mesSeguinte } from './colaboracao.ts';

// The donations dashboard's figures, from the gifts received (not reversed): per month the donors
// and the amount, and each donor of the month as new (first gift ever), recurring (gave in the
// 12 months before) or recaptured (gave before, but not in those 12 months); lapsed in a month
// are the donors whose last gift was 12 months before it. Retention: of the donors of year N, the
// share who gave again in N+1. Money in cents.

export const MESES_PARA_INATIVO = 12;

export interface DoacaoRecebida {
  pessoaId: number;
  /** AAAA-MM-DD */
  data: string;
  centavos: number;
  campanha: string | null;
  forma: string;
}

export interface MesDoPainel {
  competencia: string;
  doadores: number;
  doacoes: number;
  centavos: number;
  novos: number;
  recorrentes: number;
  recapturados: number;
  inativos: number;
}

export interface SomaPorChave {
  chave: string;
  doacoes: number;
  centavos: number;
}

export interface Painel {
  meses: MesDoPainel[];
  doadores: number;
  doacoes: number;
  centavos: number;
  /** The average gift in cents (rounded), 0 with no gift. */
  mediaCentavos: number;
  /** The lifetime value: what the donors of the period gave ever, per donor, in cents (rounded). */
  ltvCentavos: number;
  porCampanha: SomaPorChave[];
  porForma: SomaPorChave[];
}

const mesDe = (data: string): string => data.slice(0, 7);

function mesesEntre(inicio: string, fim: string): string[] {
  const meses: string[] = [];
  for (let m = inicio; m <= fim; m = mesSeguinte(m)) meses.push(m);
  return meses;
}

/** The month n months before AAAA-MM. */
export function mesesAntes(competencia: string, n: number): string {
  const [ano, mes] = competencia.split('-').map(Number) as [number, number];
  const total = ano * 12 + (mes - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Each donor's months with a gift, sorted. */
function mesesPorDoador(doacoes: readonly DoacaoRecebida[]): Map<number, string[]> {
  const mapa = new Map<number, Set<string>>();
  for (const d of doacoes) mapa.set(d.pessoaId, (mapa.get(d.pessoaId) ?? new Set()).add(mesDe(d.data)));
  return new Map([...mapa].map(([p, s]) => [p, [...s].sort()]));
}

type Classe = 'novo' | 'recorrente' | 'recapturado';

function classe(meses: readonly string[], competencia: string): Classe {
  const anteriores = meses.filter((m) => m < competencia);
  const ultimo = anteriores.at(-1);
  if (ultimo === undefined) return 'novo';
  return ultimo >= mesesAntes(competencia, MESES_PARA_INATIVO) ? 'recorrente' : 'recapturado';
}

function somaPor(doacoes: readonly DoacaoRecebida[], chave: (d: DoacaoRecebida) => string): SomaPorChave[] {
  const mapa = new Map<string, SomaPorChave>();
  for (const d of doacoes) {
    const k = chave(d);
    const s = mapa.get(k) ?? { chave: k, doacoes: 0, centavos: 0 };
    mapa.set(k, { chave: k, doacoes: s.doacoes + 1, centavos: s.centavos + d.centavos });
  }
  return [...mapa.values()].sort((a, b) => b.centavos - a.centavos || a.chave.localeCompare(b.chave));
}

/**
 * The dashboard of the months from inicio to fim (AAAA-MM), given every gift received up to fim
 * (those before inicio classify the donors; those after fim are ignored).
 */
export function painelDeDoacoes(todas: readonly DoacaoRecebida[], inicio: string, fim: string): Painel {
  const ate = todas.filter((d) => mesDe(d.data) <= fim);
  const porDoador = mesesPorDoador(ate);
  const doPeriodo = ate.filter((d) => mesDe(d.data) >= inicio);
  const meses = mesesEntre(inicio, fim).map((competencia): MesDoPainel => {
    const doMes = doPeriodo.filter((d) => mesDe(d.data) === competencia);
    const doadores = [...new Set(doMes.map((d) => d.pessoaId))];
    const classes = doadores.map((p) => classe(porDoador.get(p) ?? [], competencia));
    const haUmAno = mesesAntes(competencia, MESES_PARA_INATIVO);
    const inativos = [...porDoador.values()].filter((ms) => ms.filter((m) => m < competencia).at(-1) === haUmAno && !ms.includes(competencia)).length;
    return {
      competencia,
      doadores: doadores.length,
      doacoes: doMes.length,
      centavos: doMes.reduce((s, d) => s + d.centavos, 0),
      novos: classes.filter((c) => c === 'novo').length,
      recorrentes: classes.filter((c) => c === 'recorrente').length,
      recapturados: classes.filter((c) => c === 'recapturado').length,
      inativos,
    };
  });
  const centavos = doPeriodo.reduce((s, d) => s + d.centavos, 0);
  const doadores = new Set(doPeriodo.map((d) => d.pessoaId));
  const deSempre = ate.filter((d) => doadores.has(d.pessoaId)).reduce((s, d) => s + d.centavos, 0);
  return {
    meses,
    doadores: doadores.size,
    doacoes: doPeriodo.length,
    centavos,
    mediaCentavos: doPeriodo.length === 0 ? 0 : Math.round(centavos / doPeriodo.length),
    ltvCentavos: doadores.size === 0 ? 0 : Math.round(deSempre / doadores.size),
    porCampanha: somaPor(doPeriodo, (d) => d.campanha ?? ''),
    porForma: somaPor(doPeriodo, (d) => d.forma),
  };
}

export interface Retencao {
  ano: number;
  doadores: number;
  retidos: number;
  /** Percent with one decimal; null when year N had no donor. */
  taxa: number | null;
}

/** Of the donors of year `ano`, those who gave again in the year after. */
export function retencao(doacoes: readonly DoacaoRecebida[], ano: number): Retencao {
  const doAno = new Set(doacoes.filter((d) => d.data.startsWith(`${ano}-`)).map((d) => d.pessoaId));
  const doSeguinte = new Set(doacoes.filter((d) => d.data.startsWith(`${ano + 1}-`)).map((d) => d.pessoaId));
  const retidos = [...doAno].filter((p) => doSeguinte.has(p)).length;
  return { ano, doadores: doAno.size, retidos, taxa: doAno.size === 0 ? null : Math.round((retidos * 1000) / doAno.size) / 10 };
}
