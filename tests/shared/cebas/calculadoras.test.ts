import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arredondar } from '../../../src/shared/cebas/arredondamento.ts';
import { calcularCebas, concedidasEmDecimos, TIPOS_DE_CALCULADORA, type ContagensDoCebas, type EntradaDoCebas } from '../../../src/shared/cebas/calculadoras.ts';
import { conferirSimulacao } from '../../../src/shared/cebas/entrada.ts';
import { MENSAGENS_DO_CEBAS as M } from '../../../src/shared/cebas/mensagens.ts';
import { limitesDeRenda } from '../../../src/shared/cebas/renda.ts';

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
const entrada = (tipo: EntradaDoCebas['tipo'], contagens: Partial<ContagensDoCebas>, prouni = false): EntradaDoCebas => ({ tipo, prouni, ...ZERO, ...contagens });

describe('the CEBAS rounding', () => {
  it('rounds a fraction of 0,5 or more up and below 0,5 down', () => {
    expect(arredondar(1000, 9)).toBe(111); // 111,11
    expect(arredondar(1003, 5)).toBe(201); // 200,6
    expect(arredondar(1002, 5)).toBe(200); // 200,4
    expect(arredondar(1002, 4)).toBe(251); // 250,5
    expect(arredondar(1001, 4)).toBe(250); // 250,25
    expect(arredondar(0, 9)).toBe(0);
  });

  it('is the nearest integer, ties up, for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (n, d) => {
        const r = arredondar(n, d);
        expect(2 * d * r).toBeGreaterThan(2 * n - d - 1);
        expect(2 * d * r).toBeLessThanOrEqual(2 * n + d);
      }),
    );
  });
});

describe('educação básica', () => {
  it('requires 200 full-equivalents, at least 111 full, of 1.000 paying students', () => {
    const r = calcularCebas(entrada('basica', { alunosPagantes: 1000, bolsasIntegrais: 111, bolsasParciais: 178 }));
    expect(r).toMatchObject({ bolsasExigidas: 200, bolsasIntegraisMinimas: 111, bolsasConcedidas: 200, bolsasIntegraisConcedidas: 111, falta: 0, atende: true });
  });

  it('requires 201 of 1.003 paying students', () => {
    expect(calcularCebas(entrada('basica', { alunosPagantes: 1003 })).bolsasExigidas).toBe(201);
  });

  it('counts two 50% scholarships as one full and a full one to a student with disability 1,2, to a full-time one 1,4', () => {
    const r = calcularCebas(entrada('basica', { alunosPagantes: 1000, bolsasIntegrais: 100, bolsasIntegraisDeficiencia: 5, bolsasIntegraisTempoIntegral: 10, bolsasParciais: 63 }));
    // 100 + 6 + 14 + 31,5 = 151,5 of 200; 115 full of 111.
    expect(r).toMatchObject({ bolsasConcedidas: 151.5, bolsasIntegraisConcedidas: 115, falta: 48.5, faltaIntegrais: 0, atende: false });
  });

  it('is not met without enough full ones, however many partial', () => {
    const r = calcularCebas(entrada('basica', { alunosPagantes: 1000, bolsasIntegrais: 110, bolsasParciais: 400 }));
    expect(r).toMatchObject({ bolsasConcedidas: 310, faltaIntegrais: 1, falta: 0, atende: false });
  });
});

describe('educação superior', () => {
  it('without Prouni requires 1:4 (1.002 paying students → 251), at least one full per 9', () => {
    expect(calcularCebas(entrada('superior', { alunosPagantes: 1002 }))).toMatchObject({ bolsasExigidas: 251, bolsasIntegraisMinimas: 111 });
  });

  it('with Prouni requires 1:5 and at least one full per 9', () => {
    const r = calcularCebas(entrada('superior', { alunosPagantes: 1002, bolsasIntegrais: 150, bolsasParciais: 100 }, true));
    expect(r).toMatchObject({ bolsasExigidas: 200, bolsasIntegraisMinimas: 111, bolsasConcedidas: 200, atende: true });
  });
});

describe('educação básica mista and gratuita (LC 187/2021 art. 18 § 3º)', () => {
  it('mista: counts the free students of the income profile beside the scholarships, over the paying students', () => {
    // 600 paying: 120 required, 67 full (66,7). Granted: 40 full + 30 half + 50 free in the full
    // profile + 10 free in the half profile = 40 + 15 + 50 + 5 = 110; 90 full. 20 free outside the
    // profile do not count.
    const r = calcularCebas(
      entrada('basicamista', { alunosPagantes: 600, bolsasIntegrais: 40, bolsasParciais: 30, alunosGratuitos: 80, alunosGratuitosPerfilIntegral: 50, alunosGratuitosPerfilParcial: 10 }),
    );
    expect(r).toMatchObject({ bolsasExigidas: 120, bolsasIntegraisMinimas: 67, bolsasConcedidas: 110, bolsasIntegraisConcedidas: 90, falta: 10, atende: false });
  });

  it('gratuita: takes the proportion over the free students and counts only those in the profile', () => {
    // 450 free students: 90 required, 50 full. 80 in the full profile and 30 in the half: 95; met.
    const r = calcularCebas(entrada('basicagratuita', { alunosGratuitos: 450, alunosGratuitosPerfilIntegral: 80, alunosGratuitosPerfilParcial: 30 }));
    expect(r).toMatchObject({ bolsasExigidas: 90, bolsasIntegraisMinimas: 50, bolsasConcedidas: 95, bolsasIntegraisConcedidas: 80, atende: true });
  });
});

const contagem = fc.integer({ min: 0, max: 1_000_000 });
const contagens = fc.record({
  alunosPagantes: contagem,
  bolsasIntegrais: contagem,
  bolsasParciais: contagem,
  bolsasIntegraisDeficiencia: contagem,
  bolsasIntegraisTempoIntegral: contagem,
  alunosGratuitos: contagem,
  alunosGratuitosPerfilIntegral: contagem,
  alunosGratuitosPerfilParcial: contagem,
});

describe('properties of every calculator', () => {
  it('never counts a scholarship twice: each adds its own weight once, at most 1,4', () => {
    fc.assert(
      fc.property(contagens, (c) => {
        const cheias = c.bolsasIntegrais + c.bolsasIntegraisDeficiencia + c.bolsasIntegraisTempoIntegral + c.alunosGratuitosPerfilIntegral;
        const meias = c.bolsasParciais + c.alunosGratuitosPerfilParcial;
        expect(concedidasEmDecimos(c)).toBeLessThanOrEqual(14 * cheias + 5 * meias);
        expect(concedidasEmDecimos(c)).toBeGreaterThanOrEqual(10 * cheias + 5 * meias);
        // Moving one full scholarship from the full-time weight to the plain one takes exactly 0,4 off.
        if (c.bolsasIntegraisTempoIntegral > 0) {
          const movida = { ...c, bolsasIntegraisTempoIntegral: c.bolsasIntegraisTempoIntegral - 1, bolsasIntegrais: c.bolsasIntegrais + 1 };
          expect(concedidasEmDecimos(c) - concedidasEmDecimos(movida)).toBe(4);
        }
      }),
    );
  });

  it('requires never less with more paying students', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIPOS_DE_CALCULADORA), fc.boolean(), contagem, fc.integer({ min: 0, max: 1000 }), (tipo, prouni, n, mais) => {
        const base = tipo === 'basicagratuita' ? 'alunosGratuitos' : 'alunosPagantes';
        const a = calcularCebas(entrada(tipo, { [base]: n }, prouni));
        const b = calcularCebas(entrada(tipo, { [base]: n + mais }, prouni));
        expect(b.bolsasExigidas).toBeGreaterThanOrEqual(a.bolsasExigidas);
        expect(b.bolsasIntegraisMinimas).toBeGreaterThanOrEqual(a.bolsasIntegraisMinimas);
      }),
    );
  });

  it('is met exactly when the granted reach the required and the full ones their minimum', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIPOS_DE_CALCULADORA), contagens, (tipo, c) => {
        const r = calcularCebas({ tipo, prouni: false, ...c });
        expect(r.atende).toBe(r.bolsasConcedidas >= r.bolsasExigidas && r.bolsasIntegraisConcedidas >= r.bolsasIntegraisMinimas);
        expect(r.falta).toBe(Math.max(0, Math.round((r.bolsasExigidas - r.bolsasConcedidas) * 10) / 10));
      }),
    );
  });
});

describe('the input check', () => {
  it('answers each bad field in pt-BR', () => {
    const r = conferirSimulacao({ tipo: 'basica', ano: 1990, alunosPagantes: -1, bolsasParciais: 1.5, alunosGratuitos: 3, prouni: true }, false);
    expect(r).toEqual({
      erros: [
        { field: 'ano', message: M.anoInvalido },
        { field: 'prouni', message: M.prouniSoNoSuperior },
        { field: 'alunosPagantes', message: M.contagemInvalida },
        { field: 'bolsasParciais', message: M.contagemInvalida },
        { field: 'alunosGratuitos', message: M.naoSeAplica },
      ],
    });
    expect(conferirSimulacao({ tipo: 'outro' }, false)).toEqual({ erros: [{ field: 'tipo', message: M.tipoInvalido }] });
    expect(conferirSimulacao({ tipo: 'basicagratuita', ano: 2025, alunosGratuitos: 10, alunosGratuitosPerfilIntegral: 11 }, false)).toEqual({
      erros: [{ field: 'alunosGratuitosPerfilIntegral', message: M.perfilAcimaDosGratuitos }],
    });
  });

  it('takes Prouni from the institution’s setting when the superior calculator does not say', () => {
    const r = conferirSimulacao({ tipo: 'superior', ano: 2025, alunosPagantes: 1002 }, true);
    expect('simulacao' in r && r.simulacao.prouni).toBe(true);
  });
});

describe('the income limits in reais', () => {
  it('are the minimum wage times 1,5 (times 1,2 with the social worker’s report) and times 3, to the cent', () => {
    expect(limitesDeRenda(1518, 1.5, 3, 20)).toEqual({ integralCentavos: 227_700, integralComRelatorioCentavos: 273_240, parcialCentavos: 455_400 });
    expect(limitesDeRenda(1412.33, 1.5, 3, 20)).toEqual({ integralCentavos: 211_850, integralComRelatorioCentavos: 254_219, parcialCentavos: 423_699 });
  });
});
