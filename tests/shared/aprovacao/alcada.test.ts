import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alcadaDoValor } from '../../../src/shared/aprovacao/alcada.ts';
import { reiniciaAprovacao } from '../../../src/shared/aprovacao/reinicio.ts';
import type { Alcada, Nivel } from '../../../src/shared/aprovacao/tipos.ts';

const COORDENADOR = 10;
const DIRETOR = 20;
const PRESIDENTE = 30;
const nivel = (ordem: number, usuarioId: number): Nivel => ({ ordem, regra: 'QUALQUER', aprovadores: [{ usuarioId, limiteMensalCentavos: null, aprovadoNoMesCentavos: 0 }] });

// The example: up to 1.000,00 automatic; then coordenador; above 10.000,00 coordenador
// then diretor financeiro; above 50.000,00 also presidente.
const ALCADAS_DO_EXEMPLO: Alcada[] = [
  { id: 1, minimoCentavos: 0, maximoCentavos: 1_000_00, niveis: [], umaAprovacaoValePorNiveis: false },
  { id: 2, minimoCentavos: 1_000_01, maximoCentavos: 10_000_00, niveis: [nivel(1, COORDENADOR)], umaAprovacaoValePorNiveis: false },
  { id: 3, minimoCentavos: 10_000_01, maximoCentavos: 50_000_00, niveis: [nivel(1, COORDENADOR), nivel(2, DIRETOR)], umaAprovacaoValePorNiveis: false },
  { id: 4, minimoCentavos: 50_000_01, maximoCentavos: null, niveis: [nivel(1, COORDENADOR), nivel(2, DIRETOR), nivel(3, PRESIDENTE)], umaAprovacaoValePorNiveis: false },
];

const niveisDe = (centavos: number): number[] => alcadaDoValor(ALCADAS_DO_EXEMPLO, centavos)?.niveis.map((n) => n.aprovadores[0]!.usuarioId) ?? [];

describe('alcadaDoValor: the tier by the título’s total', () => {
  it.each([
    [1_000_00, []],
    [1_000_01, [COORDENADOR]],
    [10_000_00, [COORDENADOR]],
    [10_000_01, [COORDENADOR, DIRETOR]],
    [50_000_00, [COORDENADOR, DIRETOR]],
    [50_000_01, [COORDENADOR, DIRETOR, PRESIDENTE]],
  ])('%i cents: levels %j', (centavos, esperado) => {
    expect(niveisDe(centavos)).toEqual(esperado);
  });

  it('no tier configured, or none holding the amount: automatic', () => {
    expect(alcadaDoValor([], 99_999_00)).toBeNull();
    expect(alcadaDoValor(ALCADAS_DO_EXEMPLO.slice(1, 2), 20_000_00)).toBeNull();
  });

  it('the number of levels never falls as the amount rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) => {
        const [menor, maior] = a <= b ? [a, b] : [b, a];
        expect(niveisDe(menor).length).toBeLessThanOrEqual(niveisDe(maior).length);
      }),
    );
  });
});

describe('reiniciaAprovacao', () => {
  it('the amount or the person changed resets; the same keeps', () => {
    expect(reiniciaAprovacao({ totalCentavos: 100, pessoaId: 1 }, { totalCentavos: 101, pessoaId: 1 })).toBe(true);
    expect(reiniciaAprovacao({ totalCentavos: 100, pessoaId: 1 }, { totalCentavos: 100, pessoaId: 2 })).toBe(true);
    expect(reiniciaAprovacao({ totalCentavos: 100, pessoaId: 1 }, { totalCentavos: 100, pessoaId: 1 })).toBe(false);
  });
});
