import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dozeMesesAntes,
  percentualAcumulado,
  percentualEscalado,
  reajustarCentavos,
  reajusteAnual,
  textoDoPercentual,
  umAnoDepois,
} from '../../../src/shared/mobilizacao/reajuste.ts';

const p = (texto: string): bigint => percentualEscalado(texto)!;

describe('reajuste de uma colaboração', () => {
  it('R$ 30,00 reajustada em 4,5% fica R$ 31,35', () => {
    expect(reajustarCentavos(3000, p('4,5'))).toBe(3135);
  });

  it('arredonda meio centavo para cima: R$ 10,10 + 2,5% = 10,3525 → R$ 10,35; R$ 0,30 + 5% = 0,315 → R$ 0,32', () => {
    expect(reajustarCentavos(1010, p('2.5'))).toBe(1035);
    expect(reajustarCentavos(30, p('5'))).toBe(32);
  });

  it('um índice negativo reduz; nunca abaixo de zero', () => {
    expect(reajustarCentavos(4000, p('-1,25'))).toBe(3950);
    expect(reajustarCentavos(4000, p('-100'))).toBe(0);
  });

  it('lê o percentual com vírgula ou ponto, até quatro casas, e recusa o resto', () => {
    expect(p('4,5')).toBe(45000n);
    expect(p('0.0001')).toBe(1n);
    expect(percentualEscalado('4,55555')).toBeNull();
    expect(percentualEscalado('abc')).toBeNull();
    expect(textoDoPercentual(45000n)).toBe('4,5');
    expect(textoDoPercentual(-12500n)).toBe('-1,25');
  });

  it('acumula os meses compostos: 1% e 1% dão 2,01%', () => {
    expect(percentualAcumulado([p('1'), p('1')])).toBe(p('2,01'));
    expect(percentualAcumulado([])).toBe(0n);
  });

  it('os doze meses antes de janeiro são os do ano anterior', () => {
    expect(dozeMesesAntes('2026-01')).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12']);
    expect(dozeMesesAntes('2026-03')[0]).toBe('2025-03');
  });

  it('um ano depois de 29/02 é 28/02', () => {
    expect(umAnoDepois('2024-02-29')).toBe('2025-02-28');
    expect(umAnoDepois('2025-06-10')).toBe('2026-06-10');
  });

  const valores = (meses: string[], percentual: string): Map<string, bigint> => new Map(meses.map((m) => [m, p(percentual)]));

  it('reajusta só um ano depois do início ou do último reajuste', () => {
    const base = { valorCentavos: 3000, inicio: '2025-06-10', ultimoReajuste: null, valoresDoIndice: valores(dozeMesesAntes('2026-06'), '0') };
    expect(reajusteAnual({ ...base, hoje: '2026-06-09' })).toEqual({ ok: false, motivo: 'antesDeUmAno', desde: '2026-06-10' });
    expect(reajusteAnual({ ...base, hoje: '2026-06-10' })).toEqual({ ok: true, valorCentavos: 3000, percentual: 0n });
    expect(reajusteAnual({ ...base, ultimoReajuste: '2026-01-05', hoje: '2026-06-10' })).toMatchObject({ ok: false, desde: '2027-01-05' });
  });

  it('pede os doze meses do índice e diz quais faltam', () => {
    const meses = dozeMesesAntes('2026-06').slice(1);
    const r = reajusteAnual({ valorCentavos: 3000, inicio: '2025-01-01', ultimoReajuste: null, hoje: '2026-06-15', valoresDoIndice: valores(meses, '0,5') });
    expect(r).toEqual({ ok: false, motivo: 'semValores', faltam: ['2025-06'] });
  });

  it('doze meses de 0,3675% acumulam 4,5002% (1,003675¹² − 1) e R$ 30,00 vai a R$ 31,35', () => {
    const r = reajusteAnual({ valorCentavos: 3000, inicio: '2025-01-01', ultimoReajuste: null, hoje: '2026-06-15', valoresDoIndice: valores(dozeMesesAntes('2026-06'), '0,3675') });
    expect(r).toEqual({ ok: true, valorCentavos: 3135, percentual: p('4,5002') });
  });

  it('o reajuste é o valor vezes (1 + percentual), a menos de meio centavo, sem deriva', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), fc.integer({ min: -999_999, max: 999_999 }), (centavos, escalado) => {
        const novo = reajustarCentavos(centavos, BigInt(escalado));
        const exato = (BigInt(centavos) * (1_000_000n + BigInt(escalado))) * 2n;
        const diferenca = BigInt(novo) * 2_000_000n - exato;
        expect(Number.isSafeInteger(novo)).toBe(true);
        expect(diferenca > -1_000_000n && diferenca <= 1_000_000n).toBe(true);
      }),
    );
  });
});
