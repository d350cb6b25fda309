import { describe, expect, it } from 'vitest';
import { maisDias, prazosDaPrestacao, situacaoDaPrestacao } from '../../../src/shared/projetos/prestacao.ts';

describe('prazosDaPrestacao', () => {
  it('a term ending 31/12/2025 reports by 31/03/2026 (the issue’s case), one year long: final only', () => {
    expect(prazosDaPrestacao('2025-01-01', '2025-12-31')).toEqual([{ tipo: 'FINAL', referencia: '2025-12-31', vencimento: '2026-03-31' }]);
  });

  it('a term of two years: one partial 60 days after the first year closes, then the final', () => {
    expect(prazosDaPrestacao('2025-01-01', '2026-12-31')).toEqual([
      { tipo: 'PARCIAL', referencia: '2025-12-31', vencimento: '2026-03-01' },
      { tipo: 'FINAL', referencia: '2026-12-31', vencimento: '2027-03-31' },
    ]);
  });

  it('a term of 30 months from mid-year: partials for its two closed years, the half year left goes to the final', () => {
    expect(prazosDaPrestacao('2024-07-01', '2026-12-31')).toEqual([
      { tipo: 'PARCIAL', referencia: '2025-06-30', vencimento: '2025-08-29' },
      { tipo: 'PARCIAL', referencia: '2026-06-30', vencimento: '2026-08-29' },
      { tipo: 'FINAL', referencia: '2026-12-31', vencimento: '2027-03-31' },
    ]);
  });

  it('a term a day longer than a year owes a partial report', () => {
    expect(prazosDaPrestacao('2025-03-01', '2026-03-01').map((p) => p.tipo)).toEqual(['PARCIAL', 'FINAL']);
    expect(prazosDaPrestacao('2025-03-01', '2026-02-28').map((p) => p.tipo)).toEqual(['FINAL']);
  });

  it('a term starting on 29/02 closes its year on 27/02 of the next', () => {
    expect(prazosDaPrestacao('2024-02-29', '2026-01-31')[0]).toEqual({ tipo: 'PARCIAL', referencia: '2025-02-27', vencimento: '2025-04-28' });
  });

  it('refuses a term that ends before it starts', () => {
    expect(() => prazosDaPrestacao('2025-02-01', '2025-01-31')).toThrow(RangeError);
  });
});

describe('maisDias and situacaoDaPrestacao', () => {
  it('crosses a leap February', () => {
    expect(maisDias('2027-12-31', 90)).toBe('2028-03-30');
  });

  it('presented, overdue after the due date, due until then', () => {
    expect(situacaoDaPrestacao('2026-03-31', '2026-04-10', '2026-05-01')).toBe('APRESENTADA');
    expect(situacaoDaPrestacao('2026-03-31', null, '2026-04-01')).toBe('VENCIDA');
    expect(situacaoDaPrestacao('2026-03-31', null, '2026-03-31')).toBe('A_VENCER');
  });
});
