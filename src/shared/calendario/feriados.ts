import { montarData, somarDias, type DataISO } from './data.ts';
import { pascoa } from './pascoa.ts';

// The national bank holidays: no bank clears on them, so a bill due on one is paid on the next
// business day. Carnaval is a bank holiday though not a national one; Ash Wednesday is a business day.

export const NOMES_DOS_FERIADOS = {
  confraternizacao: 'Confraternização Universal',
  carnaval: 'Carnaval',
  sextaFeiraSanta: 'Sexta-feira Santa',
  tiradentes: 'Tiradentes',
  trabalho: 'Dia do Trabalho',
  corpusChristi: 'Corpus Christi',
  independencia: 'Independência do Brasil',
  aparecida: 'Nossa Senhora Aparecida',
  finados: 'Finados',
  republica: 'Proclamação da República',
  conscienciaNegra: 'Dia Nacional de Zumbi e da Consciência Negra',
  natal: 'Natal',
} as const;

export interface Feriado {
  data: DataISO;
  nome: string;
}

const N = NOMES_DOS_FERIADOS;
// Lei 14.759/2023 made 20 November a national holiday from 2024 on.
const PRIMEIRO_ANO_DA_CONSCIENCIA_NEGRA = 2024;

const fixos: readonly (readonly [mes: number, dia: number, nome: string])[] = [
  [1, 1, N.confraternizacao],
  [4, 21, N.tiradentes],
  [5, 1, N.trabalho],
  [9, 7, N.independencia],
  [10, 12, N.aparecida],
  [11, 2, N.finados],
  [11, 15, N.republica],
  [12, 25, N.natal],
];

// Days from Easter Sunday: Carnaval Monday and Tuesday, Good Friday, Corpus Christi.
const moveis: readonly (readonly [dias: number, nome: string])[] = [
  [-48, N.carnaval],
  [-47, N.carnaval],
  [-2, N.sextaFeiraSanta],
  [60, N.corpusChristi],
];

/** The national bank holidays of a year, in date order. */
export function feriadosNacionais(ano: number): readonly Feriado[] {
  const domingo = pascoa(ano);
  const feriados: Feriado[] = [
    ...fixos.map(([mes, dia, nome]) => ({ data: montarData({ ano, mes, dia }), nome })),
    ...moveis.map(([dias, nome]) => ({ data: somarDias(domingo, dias), nome })),
  ];
  if (ano >= PRIMEIRO_ANO_DA_CONSCIENCIA_NEGRA) feriados.push({ data: montarData({ ano, mes: 11, dia: 20 }), nome: N.conscienciaNegra });
  return feriados.sort((a, b) => a.data.localeCompare(b.data));
}
