import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../../src/shared/calendario/data.ts';
import { candidatosDaLinha, type Candidato } from '../../../../src/shared/financeiro/conciliacao/candidatos.ts';
import { linhaConciliada, saldoAte, saldoConciliado, type Movimento } from '../../../../src/shared/financeiro/conciliacao/saldo.ts';

describe('saldoConciliado: a worked month', () => {
  const movimentos: Movimento[] = [
    { data: '2026-03-02', valorCentavos: 1_000_00 },
    { data: '2026-03-05', valorCentavos: -250_00 },
    // A baixa and its reversal: nothing moved.
    { data: '2026-03-06', valorCentavos: -80_00 },
    { data: '2026-03-07', valorCentavos: 80_00 },
    { data: '2026-04-01', valorCentavos: -10_00 },
  ];

  it('the books to the date against the bank', () => {
    const sistema = saldoAte(500_00, movimentos, '2026-03-31');
    expect(sistema).toBe(1_250_00);
    expect(saldoConciliado(sistema, 1_250_00)).toEqual({ saldoSistemaCentavos: 1_250_00, saldoBancoCentavos: 1_250_00, diferencaCentavos: 0, conciliado: true });
    expect(saldoConciliado(sistema, 1_240_00).diferencaCentavos).toBe(-10_00);
  });

  it('a line is reconciled when its matches add up to it', () => {
    expect(linhaConciliada(-150_00, [-100_00, -50_00])).toBe(true);
    expect(linhaConciliada(-150_00, [-100_00])).toBe(false);
  });
});

// The property: whatever the sequence of baixas, estornos, transfers and matches, once every
// statement line is matched the reconciled balance equals the bank's closing balance. The books are
// built from the statement by any mix of the ways money is recorded (one baixa, baixas split, a
// transfer, a baixa reversed and paid again, reversed noise never matched), each line matched to
// the movements the candidates offer.
type Registro = 'BAIXA' | 'DIVIDIDA' | 'TRANSFERENCIA' | 'ESTORNADA_E_REFEITA';

describe('saldoConciliado: properties', () => {
  const arbLinha = fc.record({
    dia: fc.integer({ min: 0, max: 27 }),
    valorCentavos: fc.integer({ min: -50_000_00, max: 50_000_00 }).filter((v) => Math.abs(v) >= 2),
    registro: fc.constantFrom<Registro>('BAIXA', 'DIVIDIDA', 'TRANSFERENCIA', 'ESTORNADA_E_REFEITA'),
  });

  it('every line matched: the books equal the bank at the statement’s end', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_00, max: 100_000_00 }), fc.array(arbLinha, { minLength: 1, maxLength: 25 }), (abertura, linhas) => {
        const movimentos: Movimento[] = [];
        const conciliados: number[][] = [];
        let id = 0;
        for (const l of linhas) {
          const data = somarDias('2026-02-01', l.dia);
          const metade = Math.trunc(l.valorCentavos / 2);
          const partes = l.registro === 'DIVIDIDA' ? [metade, l.valorCentavos - metade] : [l.valorCentavos];
          if (l.registro === 'ESTORNADA_E_REFEITA') movimentos.push({ data, valorCentavos: l.valorCentavos }, { data, valorCentavos: -l.valorCentavos });
          const candidatos: Candidato[] = partes.map((valorCentavos) => ({ origem: l.registro === 'TRANSFERENCIA' ? 'TRANSFERENCIA' : 'BAIXA', id: ++id, data, valorCentavos, descricao: '' }));
          movimentos.push(...partes.map((valorCentavos) => ({ data, valorCentavos })));
          // One candidate for the whole amount is offered first; parts are matched together.
          const oferecidos = candidatosDaLinha({ data, valorCentavos: l.valorCentavos, memo: '' }, candidatos);
          if (partes.length === 1) expect(oferecidos[0]?.id).toBe(candidatos[0]!.id);
          conciliados.push(partes.length === 1 ? [oferecidos[0]!.valorCentavos] : partes);
        }
        expect(linhas.every((l, i) => linhaConciliada(l.valorCentavos, conciliados[i]!))).toBe(true);
        const banco = abertura + linhas.reduce((s, l) => s + l.valorCentavos, 0);
        expect(saldoConciliado(saldoAte(abertura, movimentos, '2026-02-28'), banco).conciliado).toBe(true);
      }),
    );
  });
});
