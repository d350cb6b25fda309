// The CEBAS calculators' calls (the calculator and statistics pages and the server agree on these):
//   POST /api/cebas/simulacoes        {tipo, ano, alunosPagantes, bolsas..., prouni?} recomputed and
//                                     stored for the session's unit → {id, bolsasExigidas,
//                                     bolsasIntegraisMinimas, bolsasConcedidas, atende}
//   GET  /api/cebas/simulacoes?tipo=  the institution's parameters and, per year and unit, the
//                                     latest simulation of that calculator
// Each calculator has its tag (the calculator, its statistics and its saves).

import type { ContagensDoCebas, TipoDeCalculadora } from '../cebas/calculadoras.ts';
import type { Tag } from '../permissions/catalogue.ts';

export const URL_SIMULACOES_DO_CEBAS = '/api/cebas/simulacoes';

export const TAG_DA_CALCULADORA = {
  superior: 'cebas.superior.simular',
  basica: 'cebas.basica.simular',
  basicamista: 'cebas.basicamista.simular',
  basicagratuita: 'cebas.basicagratuita.simular',
} as const satisfies Readonly<Record<TipoDeCalculadora, Tag>>;

export interface SimulacaoSalva {
  id: number;
  bolsasExigidas: number;
  bolsasIntegraisMinimas: number;
  bolsasConcedidas: number;
  atende: boolean;
}

/** The institution's parameters the calculators show (cebas/configuracao). */
export interface ParametrosDoCebas {
  anoSalarioMinimo: number;
  salarioMinimo: number;
  limiteIntegral: number;
  limiteParcial: number;
  majoracaoAssistenteSocial: number;
  prouni: boolean;
}

export interface LinhaDaEstatistica extends SimulacaoSalva {
  ano: number;
  unidade: { id: number; nome: string };
  bolsasIntegraisConcedidas: number;
  prouni: boolean;
  contagens: ContagensDoCebas;
  criadoEm: string;
}

export interface EstatisticasDoCebas {
  parametros: ParametrosDoCebas;
  simulacoes: LinhaDaEstatistica[];
}
