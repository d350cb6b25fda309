// The four education calculators of CEBAS (LC 187/2021, Decreto 11.791/2023), one rule each:
//   basica          one full-equivalent per 5 paying students, at least one full per 9; two 50%
//                   scholarships are one full; a full one to a student with disability counts
//                   1,2 and to a full-time student 1,4 (one weight per scholarship, never both);
//   superior        with Prouni 1:5 and at least one full per 9; without, 1:4, at least one full
//                   per 9 and one per 25;
//   basicamista     the básica rule over the paying students, where the free students (totally
//                   free or by agreement with public bodies) count too, but only those selected
//                   by the income profile (LC 187/2021 art. 18 § 3º; Decreto art. 51 § 4º): a
//                   full one up to 1,5 minimum wage per capita (art. 19 § 1º I, 20% more with the
//                   social worker's report, § 2º), half of one up to 3 (§ 1º II);
//   basicagratuita  a totally free school has no paying students: the same proportion is taken
//                   over the free students, and only those in the profile are counted.
// Granted scholarships are kept in tenths (1,2 and 1,4 are exact), so nothing drifts.

import { arredondar } from './arredondamento.ts';

export const TIPOS_DE_CALCULADORA = ['superior', 'basica', 'basicamista', 'basicagratuita'] as const;
export type TipoDeCalculadora = (typeof TIPOS_DE_CALCULADORA)[number];

/** The counts of a year, all non-negative integers (the ones a calculator does not use are 0). */
export interface ContagensDoCebas {
  alunosPagantes: number;
  bolsasIntegrais: number;
  bolsasParciais: number;
  bolsasIntegraisDeficiencia: number;
  bolsasIntegraisTempoIntegral: number;
  alunosGratuitos: number;
  alunosGratuitosPerfilIntegral: number;
  alunosGratuitosPerfilParcial: number;
}

export interface EntradaDoCebas extends ContagensDoCebas {
  tipo: TipoDeCalculadora;
  prouni: boolean;
}

export interface ResultadoDoCebas {
  /** Full-equivalent scholarships the rule requires. */
  bolsasExigidas: number;
  /** Of them, how many must be full ones. */
  bolsasIntegraisMinimas: number;
  /** Full-equivalents granted, with one decimal (exact tenths). */
  bolsasConcedidas: number;
  /** Full scholarships granted (free students in the full profile included). */
  bolsasIntegraisConcedidas: number;
  /** What is missing of the required full-equivalents (0 when met), one decimal. */
  falta: number;
  /** What is missing of the minimum of full ones (0 when met). */
  faltaIntegrais: number;
  atende: boolean;
}

/** Paying students per required full-equivalent, and per required full one (the largest count wins). */
interface Proporcao {
  porBolsa: number;
  porIntegral: readonly number[];
}

const BASICA: Proporcao = { porBolsa: 5, porIntegral: [9] };
const SUPERIOR_COM_PROUNI: Proporcao = { porBolsa: 5, porIntegral: [9] };
const SUPERIOR_SEM_PROUNI: Proporcao = { porBolsa: 4, porIntegral: [9, 25] };

/** What each granted scholarship is worth, in tenths of a full one. */
export const PESO_EM_DECIMOS = {
  bolsasIntegrais: 10,
  bolsasParciais: 5,
  bolsasIntegraisDeficiencia: 12,
  bolsasIntegraisTempoIntegral: 14,
  alunosGratuitosPerfilIntegral: 10,
  alunosGratuitosPerfilParcial: 5,
} as const;

/** The counts each calculator reads (the others must be 0). */
export const CAMPOS_DA_CALCULADORA: Readonly<Record<TipoDeCalculadora, readonly (keyof ContagensDoCebas)[]>> = {
  superior: ['alunosPagantes', 'bolsasIntegrais', 'bolsasParciais'],
  basica: ['alunosPagantes', 'bolsasIntegrais', 'bolsasParciais', 'bolsasIntegraisDeficiencia', 'bolsasIntegraisTempoIntegral'],
  basicamista: [
    'alunosPagantes',
    'bolsasIntegrais',
    'bolsasParciais',
    'bolsasIntegraisDeficiencia',
    'bolsasIntegraisTempoIntegral',
    'alunosGratuitos',
    'alunosGratuitosPerfilIntegral',
    'alunosGratuitosPerfilParcial',
  ],
  basicagratuita: ['alunosGratuitos', 'alunosGratuitosPerfilIntegral', 'alunosGratuitosPerfilParcial'],
};

function proporcaoDe(e: EntradaDoCebas): Proporcao {
  if (e.tipo === 'superior') return e.prouni ? SUPERIOR_COM_PROUNI : SUPERIOR_SEM_PROUNI;
  return BASICA;
}

/** The students the proportion is taken over: the paying ones, or the free ones in a totally free school. */
const baseDe = (e: EntradaDoCebas): number => (e.tipo === 'basicagratuita' ? e.alunosGratuitos : e.alunosPagantes);

/** Granted full-equivalents in tenths: each scholarship counted once, by its own weight. */
export function concedidasEmDecimos(e: ContagensDoCebas): number {
  return (Object.keys(PESO_EM_DECIMOS) as (keyof typeof PESO_EM_DECIMOS)[]).reduce((soma, campo) => soma + e[campo] * PESO_EM_DECIMOS[campo], 0);
}

const integraisConcedidas = (e: ContagensDoCebas): number =>
  e.bolsasIntegrais + e.bolsasIntegraisDeficiencia + e.bolsasIntegraisTempoIntegral + e.alunosGratuitosPerfilIntegral;

export function calcularCebas(e: EntradaDoCebas): ResultadoDoCebas {
  const proporcao = proporcaoDe(e);
  const base = baseDe(e);
  const bolsasExigidas = arredondar(base, proporcao.porBolsa);
  const bolsasIntegraisMinimas = Math.max(...proporcao.porIntegral.map((por) => arredondar(base, por)));
  const decimos = concedidasEmDecimos(e);
  const integrais = integraisConcedidas(e);
  const faltaEmDecimos = Math.max(0, bolsasExigidas * 10 - decimos);
  const faltaIntegrais = Math.max(0, bolsasIntegraisMinimas - integrais);
  return {
    bolsasExigidas,
    bolsasIntegraisMinimas,
    bolsasConcedidas: decimos / 10,
    bolsasIntegraisConcedidas: integrais,
    falta: faltaEmDecimos / 10,
    faltaIntegrais,
    atende: faltaEmDecimos === 0 && faltaIntegrais === 0,
  };
}
