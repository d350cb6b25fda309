// "Recursos recebidos por fonte" (issue 21): what the finance core received in a period, grouped
// by where the money came from. A received amount is a baixa of a receivable (título RECEITA):
// valor + juros + multa − desconto, on the baixa's date, unless reversed. Its source is read from
// what finance records about the receivable, first rule that holds:
//   1. it is a donation (doacao.titulo_id) → DOACOES_PESSOAS or DOACOES_EMPRESAS, by the donor
//      (a pessoa jurídica or one with a CNPJ is a company), whatever project it went to;
//   2. it is charged to a project that is a partnership with the public administration (the
//      project's MROSC data: `parceria`, or a MROSC instrument) → PARCERIAS_PUBLICAS;
//   3. anything else (fees, events, financial income, receivables with no donation record) →
//      OUTRAS_RECEITAS.

export const FONTES = ['PARCERIAS_PUBLICAS', 'DOACOES_PESSOAS', 'DOACOES_EMPRESAS', 'OUTRAS_RECEITAS'] as const;
export type Fonte = (typeof FONTES)[number];

export const ROTULOS_DAS_FONTES: Readonly<Record<Fonte, string>> = {
  PARCERIAS_PUBLICAS: 'Parcerias com o poder público',
  DOACOES_PESSOAS: 'Doações de pessoas físicas',
  DOACOES_EMPRESAS: 'Doações de empresas',
  OUTRAS_RECEITAS: 'Outras receitas próprias',
};

/** One amount received, with what finance says about its receivable. */
export interface Recebimento {
  valorCentavos: number;
  /** The donor's kind when the receivable is a donation, else null. */
  doador: 'PESSOA' | 'EMPRESA' | null;
  /** Whether the receivable is charged to a project that is a public partnership. */
  parceriaPublica: boolean;
}

export interface LinhaPorFonte {
  fonte: Fonte;
  valorCentavos: number;
}

export interface ReceitasPorFonte {
  linhas: LinhaPorFonte[];
  totalCentavos: number;
}

export function fonteDe(r: Recebimento): Fonte {
  if (r.doador === 'PESSOA') return 'DOACOES_PESSOAS';
  if (r.doador === 'EMPRESA') return 'DOACOES_EMPRESAS';
  return r.parceriaPublica ? 'PARCERIAS_PUBLICAS' : 'OUTRAS_RECEITAS';
}

/** Every source in FONTES order (a source with nothing received shows 0), and the total, in cents. */
export function agruparPorFonte(recebimentos: readonly Recebimento[]): ReceitasPorFonte {
  const somas = new Map<Fonte, number>(FONTES.map((f) => [f, 0]));
  for (const r of recebimentos) somas.set(fonteDe(r), (somas.get(fonteDe(r)) ?? 0) + r.valorCentavos);
  const linhas = FONTES.map((fonte) => ({ fonte, valorCentavos: somas.get(fonte) ?? 0 }));
  return { linhas, totalCentavos: linhas.reduce((soma, l) => soma + l.valorCentavos, 0) };
}

/** A period of the item: ISO dates, both ends included. */
export interface PeriodoDasReceitas {
  inicio: string;
  fim: string;
}

export const MENSAGEM_PERIODO_OBRIGATORIO = 'Informe o início e o fim do período dos valores recebidos.';
export const MENSAGEM_PERIODO_INVERTIDO = 'O fim do período deve ser igual ou posterior ao início.';

