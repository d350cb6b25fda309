import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aposFalha, aposPagamento, geraNoMes, mesSeguinte, vencimentoNoMes, type PlanoMensal } from '../../../src/shared/doacao/colaboracao.ts';

const plano = (extra: Partial<PlanoMensal> = {}): PlanoMensal => ({ diaDoMes: 10, inicio: '2026-03-15', fim: null, situacao: 'ATIVA', ...extra });

describe('a recurring gift month by month (issue 21)', () => {
  it('a plan from 15/03/2026 on day 10 first generates the gift of April, due on 10/04/2026', () => {
    expect(geraNoMes(plano(), '2026-03')).toBe(false);
    expect(geraNoMes(plano(), '2026-04')).toBe(true);
    expect(vencimentoNoMes(10, '2026-04')).toBe('2026-04-10');
  });

  it('stops after its end and never generates while cancelled or ended; a failing plan still charges', () => {
    expect(geraNoMes(plano({ fim: '2026-06-09' }), '2026-06')).toBe(false);
    expect(geraNoMes(plano({ fim: '2026-06-10' }), '2026-06')).toBe(true);
    expect(geraNoMes(plano({ situacao: 'CANCELADA' }), '2026-05')).toBe(false);
    expect(geraNoMes(plano({ situacao: 'ENCERRADA' }), '2026-05')).toBe(false);
    expect(geraNoMes(plano({ situacao: 'FALHANDO' }), '2026-05')).toBe(true);
  });

  it('with a limit of 3, the first and second failures leave it failing, the third cancels it and tells the donor', () => {
    expect(aposFalha(0, 3)).toEqual({ falhas: 1, situacao: 'FALHANDO', cancelada: false });
    expect(aposFalha(1, 3)).toEqual({ falhas: 2, situacao: 'FALHANDO', cancelada: false });
    expect(aposFalha(2, 3)).toEqual({ falhas: 3, situacao: 'CANCELADA', cancelada: true });
  });

  it('a paid charge restarts the failures and makes a failing plan active again', () => {
    expect(aposPagamento('FALHANDO')).toEqual({ falhas: 0, situacao: 'ATIVA', cancelada: false });
    expect(aposPagamento('ATIVA')).toEqual({ falhas: 0, situacao: 'ATIVA', cancelada: false });
  });

  it('December is followed by January of the next year', () => {
    expect(mesSeguinte('2026-12')).toBe('2027-01');
    expect(mesSeguinte('2026-09')).toBe('2026-10');
  });

  it('cancels exactly at the limit, whatever the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (limite) => {
        let falhas = 0;
        let r = aposFalha(falhas, limite);
        while (!r.cancelada) {
          falhas = r.falhas;
          r = aposFalha(falhas, limite);
        }
        expect(r.falhas).toBe(limite);
      }),
    );
  });
});
