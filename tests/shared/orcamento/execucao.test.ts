import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executar, percentualRealizado } from '../../../src/shared/orcamento/execucao.ts';

describe('percentualRealizado: worked cases', () => {
  it.each([
    ['a third', 1_00, 3_00, 33.33],
    ['two thirds, rounded up', 2_00, 3_00, 66.67],
    ['all of it', 500_00, 500_00, 100],
    ['half again', 150_00, 100_00, 150],
    ['nothing realised', 0, 100_00, 0],
    ['an eighth, exact', 1_00, 8_00, 12.5],
    ['exactly half a hundredth goes up', 1, 20_000, 0.01],
    ['a hair under half a hundredth goes down', 1, 20_001, 0],
    ['one and a half hundredths go up', 3, 20_000, 0.02],
    ['a reversal past what was realised: half goes away from zero', -1, 20_000, -0.01],
    ['a rounding to zero is never -0', -1, 20_001, 0],
    ['a big year', 99_999_999_999, 33_333_333_333, 300],
  ])('%s: %i of %i → %d%', (_caso, realizado, planejado, percentual) => {
    expect(Object.is(percentualRealizado(realizado, planejado), percentual)).toBe(true);
  });

  it('nothing planned → null, whatever was realised', () => {
    expect(percentualRealizado(100_00, 0)).toBeNull();
    expect(percentualRealizado(0, 0)).toBeNull();
  });

  it('refuses fractions of a cent', () => {
    expect(() => percentualRealizado(1.5, 100)).toThrow(RangeError);
  });
});

describe('executar', () => {
  it('the difference is realised less planned: above zero is above the plan', () => {
    expect(executar(1_000_00, 1_250_50)).toEqual({ planejadoCentavos: 1_000_00, realizadoCentavos: 1_250_50, diferencaCentavos: 250_50, percentual: 125.05 });
    expect(executar(1_000_00, 400_00)).toEqual({ planejadoCentavos: 1_000_00, realizadoCentavos: 400_00, diferencaCentavos: -600_00, percentual: 40 });
  });
});

describe('percentualRealizado: properties', () => {
  it('is realised/planned × 100 to the nearest hundredth, half up, with two decimals at most', () => {
    const centavos = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(centavos, centavos.filter((p) => p !== 0), (realizado, planejado) => {
        const percentual = percentualRealizado(realizado, planejado)!;
        const centesimos = Math.round(percentual * 100);
        expect(centesimos / 100).toBe(percentual);
        // |centesimos − r × 10000 / p| ≤ ½, in integers: |centesimos × p − r × 10000| × 2 ≤ |p|.
        const erro = BigInt(centesimos) * BigInt(planejado) - BigInt(realizado) * 10_000n;
        const absoluto = (n: bigint) => (n < 0n ? -n : n);
        expect(absoluto(erro) * 2n <= absoluto(BigInt(planejado))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
