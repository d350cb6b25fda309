import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mesesAntes, painelDeDoacoes, retencao, type DoacaoRecebida } from '../../../src/shared/doacao/indicadores.ts';

const d = (pessoaId: number, data: string, centavos = 3000, extra: Partial<DoacaoRecebida> = {}): DoacaoRecebida => ({ pessoaId, data, centavos, campanha: null, forma: 'PIX', ...extra });

describe('the donations dashboard (issue 21)', () => {
  it('retention: of 4 donors of 2025, 3 gave again in 2026 → 75%', () => {
    const doacoes = [d(1, '2025-02-01'), d(2, '2025-05-01'), d(3, '2025-07-01'), d(4, '2025-12-20'), d(1, '2026-01-10'), d(2, '2026-03-10'), d(3, '2026-11-30'), d(5, '2026-01-01')];
    expect(retencao(doacoes, 2025)).toEqual({ ano: 2025, doadores: 4, retidos: 3, taxa: 75 });
    expect(retencao(doacoes, 2024).taxa).toBeNull();
  });

  it('classifies the donors of a month as new, recurring and recaptured, and counts the lapsed', () => {
    const doacoes = [
      d(1, '2025-01-05'), // gives in 2026-01 again: recurring (within 12 months)
      d(2, '2024-06-01'), // gives again in 2026-01 after 19 months: recaptured
      d(3, '2025-01-20'), // last gift 12 months before 2026-01: lapsed in 2026-01
      d(1, '2026-01-05', 5000),
      d(2, '2026-01-07', 10000),
      d(4, '2026-01-09', 2000), // first gift: new
    ];
    const p = painelDeDoacoes(doacoes, '2026-01', '2026-01');
    expect(p.meses).toEqual([{ competencia: '2026-01', doadores: 3, doacoes: 3, centavos: 17000, novos: 1, recorrentes: 1, recapturados: 1, inativos: 1 }]);
    expect(p.mediaCentavos).toBe(5667);
    // Donors 1, 2 and 4 gave 8000 + 13000 + 2000 ever.
    expect(p.ltvCentavos).toBe(7667);
  });

  it('sums by campaign and method, largest first', () => {
    const p = painelDeDoacoes([d(1, '2026-02-01', 1000, { campanha: 'Natal' }), d(2, '2026-02-02', 5000, { forma: 'BOLETO' }), d(3, '2026-02-03', 2000, { campanha: 'Natal' })], '2026-02', '2026-02');
    expect(p.porCampanha).toEqual([{ chave: '', doacoes: 1, centavos: 5000 }, { chave: 'Natal', doacoes: 2, centavos: 3000 }]);
    expect(p.porForma).toEqual([{ chave: 'PIX', doacoes: 2, centavos: 3000 }, { chave: 'BOLETO', doacoes: 1, centavos: 5000 }].sort((a, b) => b.centavos - a.centavos));
  });

  it('12 months before January 2026 is January 2025', () => {
    expect(mesesAntes('2026-01', 12)).toBe('2025-01');
    expect(mesesAntes('2026-03', 3)).toBe('2025-12');
  });

  it('every donor of a month is new, recurring or recaptured, and the months add up to the period', () => {
    const doacao = fc.record({
      pessoaId: fc.integer({ min: 1, max: 8 }),
      data: fc.date({ min: new Date('2024-01-01T12:00:00Z'), max: new Date('2026-12-28T12:00:00Z'), noInvalidDate: true }).map((x) => x.toISOString().slice(0, 10)),
      centavos: fc.integer({ min: 1, max: 1_000_000 }),
      campanha: fc.constantFrom(null, 'Natal'),
      forma: fc.constantFrom('PIX', 'BOLETO'),
    });
    fc.assert(
      fc.property(fc.array(doacao, { maxLength: 60 }), (doacoes) => {
        const p = painelDeDoacoes(doacoes, '2025-01', '2026-12');
        for (const m of p.meses) expect(m.novos + m.recorrentes + m.recapturados).toBe(m.doadores);
        expect(p.meses.reduce((s, m) => s + m.centavos, 0)).toBe(p.centavos);
        expect(p.porForma.reduce((s, f) => s + f.centavos, 0)).toBe(p.centavos);
      }),
    );
  });
});
