import { calcularCebas, type ContagensDoCebas, type TipoDeCalculadora } from '../../shared/cebas/calculadoras.ts';
import type { Db } from '../db/database.ts';
import { gravarSimulacao } from '../modules/cebas/dados.ts';

// CEBAS on first start: a simulation saved for each of the last four years in both units, for
// each calculator, recomputed by the rules themselves, so the statistics pages have a history
// (some years short of the rule). The parameters stay at their defaults (cebas/configuracao).

interface Unidades {
  sede: number;
  norte: number;
}

const ZERO: ContagensDoCebas = {
  alunosPagantes: 0,
  bolsasIntegrais: 0,
  bolsasParciais: 0,
  bolsasIntegraisDeficiencia: 0,
  bolsasIntegraisTempoIntegral: 0,
  alunosGratuitos: 0,
  alunosGratuitosPerfilIntegral: 0,
  alunosGratuitosPerfilParcial: 0,
};

// Per calculator, the counts of the first year; each following year grows by `passo` (in %).
const BASES: Readonly<Record<TipoDeCalculadora, { sede: Partial<ContagensDoCebas>; norte: Partial<ContagensDoCebas> }>> = {
  basica: {
    sede: { alunosPagantes: 940, bolsasIntegrais: 98, bolsasParciais: 150, bolsasIntegraisDeficiencia: 4, bolsasIntegraisTempoIntegral: 8 },
    norte: { alunosPagantes: 410, bolsasIntegrais: 44, bolsasParciais: 70, bolsasIntegraisDeficiencia: 2, bolsasIntegraisTempoIntegral: 1 },
  },
  superior: {
    sede: { alunosPagantes: 1200, bolsasIntegrais: 140, bolsasParciais: 330 },
    norte: { alunosPagantes: 520, bolsasIntegrais: 60, bolsasParciais: 140 },
  },
  basicamista: {
    sede: { alunosPagantes: 600, bolsasIntegrais: 40, bolsasParciais: 30, alunosGratuitos: 90, alunosGratuitosPerfilIntegral: 55, alunosGratuitosPerfilParcial: 12 },
    norte: { alunosPagantes: 300, bolsasIntegrais: 20, bolsasParciais: 16, alunosGratuitos: 40, alunosGratuitosPerfilIntegral: 25, alunosGratuitosPerfilParcial: 6 },
  },
  basicagratuita: {
    sede: { alunosGratuitos: 450, alunosGratuitosPerfilIntegral: 80, alunosGratuitosPerfilParcial: 30 },
    norte: { alunosGratuitos: 220, alunosGratuitosPerfilIntegral: 36, alunosGratuitosPerfilParcial: 14 },
  },
};

/** The counts of a year: the base grown by 3% a year, the scholarships by 4% (the last year's by 1%: short of the rule). */
function doAno(base: Partial<ContagensDoCebas>, passo: number, ultimo: boolean): ContagensDoCebas {
  const crescer = (n: number | undefined, taxa: number) => Math.round((n ?? 0) * (1 + (taxa * passo) / 100));
  const bolsas = ultimo ? 1 : 4;
  const c = { ...ZERO };
  for (const campo of Object.keys(ZERO) as (keyof ContagensDoCebas)[]) c[campo] = crescer(base[campo], campo === 'alunosPagantes' || campo === 'alunosGratuitos' ? 3 : bolsas);
  return c;
}

export async function semearCebas(db: Db, unidades: Unidades, admin: number): Promise<void> {
  const atual = new Date().getFullYear();
  const anos = [atual - 4, atual - 3, atual - 2, atual - 1];
  for (const tipo of Object.keys(BASES) as TipoDeCalculadora[]) {
    for (const lugar of ['sede', 'norte'] as const) {
      for (const [passo, ano] of anos.entries()) {
        const simulacao = { tipo, ano, prouni: tipo === 'superior', ...doAno(BASES[tipo][lugar], passo, passo === anos.length - 1) };
        await gravarSimulacao(db, unidades[lugar], admin, simulacao, calcularCebas(simulacao));
      }
    }
  }
}
