import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { custoMedio, entrar, sair, SALDO_VAZIO, type ResultadoDaEntrada, type ResultadoDaSaida, type SaldoDoItem } from '../../../src/shared/suprimentos/custo-medio.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../src/shared/suprimentos/mensagens.ts';

// Quantities are thousandths of the unit: un(1000) is a thousand units.
const un = (n: number): number => n * 1000;

function saldoDe(r: ResultadoDaEntrada | ResultadoDaSaida): SaldoDoItem {
  if ('erro' in r) throw new Error(r.erro);
  return r.saldo;
}
function custoDe(r: ResultadoDaSaida): number {
  if ('erro' in r) throw new Error(r.erro);
  return r.custoCentavos;
}

describe('the moving weighted average cost', () => {
  it('holds the issue’s worked case step by step', () => {
    let s = saldoDe(entrar(SALDO_VAZIO, un(1000), 500_000));
    expect(s).toEqual({ quantidade: un(1000), valorCentavos: 500_000 });
    expect(custoMedio(s)).toBe('5.0000');
    s = saldoDe(entrar(s, un(150), 150 * 600));
    expect(s).toEqual({ quantidade: un(1150), valorCentavos: 590_000 });
    expect(custoMedio(s)).toBe('5.1304');
    const primeira = sair(s, un(300));
    expect(custoDe(primeira)).toBe(153_913);
    s = saldoDe(primeira);
    expect(s).toEqual({ quantidade: un(850), valorCentavos: 436_087 });
    s = saldoDe(entrar(s, un(200), 200 * 800));
    expect(s).toEqual({ quantidade: un(1050), valorCentavos: 596_087 });
    expect(custoMedio(s)).toBe('5.6770');
    const segunda = sair(s, un(500));
    expect(custoDe(segunda)).toBe(283_851);
    s = saldoDe(segunda);
    expect(s).toEqual({ quantidade: un(550), valorCentavos: 312_236 });
    s = saldoDe(entrar(s, un(50), 50 * 900));
    expect(s).toEqual({ quantidade: un(600), valorCentavos: 357_236 });
    expect(custoMedio(s)).toBe('5.9539');
  });

  it('refuses negative stock unless allowed, and bad quantities or values', () => {
    const s = saldoDe(entrar(SALDO_VAZIO, un(2), 1000));
    expect(sair(s, un(3))).toEqual({ erro: 'Estoque insuficiente: há 2 e foram pedidas 3.' });
    expect(sair(s, un(3), true)).toEqual({ saldo: { quantidade: un(-1), valorCentavos: -500 }, custoCentavos: 1500 });
    expect(sair(s, 0)).toEqual({ erro: M.quantidadeInvalida });
    expect(sair(s, 1.5)).toEqual({ erro: M.quantidadeInvalida });
    expect(entrar(s, un(1), -1)).toEqual({ erro: M.valorInvalido });
    expect(entrar(s, -1, 100)).toEqual({ erro: M.quantidadeInvalida });
  });

  it('prices a donation at zero cost without dividing by zero', () => {
    const s = saldoDe(entrar(SALDO_VAZIO, 1500, 0));
    expect(custoMedio(s)).toBe('0.0000');
    expect(sair(s, 1500)).toEqual({ saldo: SALDO_VAZIO, custoCentavos: 0 });
    expect(custoMedio(SALDO_VAZIO)).toBe('0.0000');
  });

  type Passo = { tipo: 'entrada'; quantidade: number; valor: number } | { tipo: 'saida'; fracao: number };
  const passo: fc.Arbitrary<Passo> = fc.oneof(
    fc.record({ tipo: fc.constant('entrada' as const), quantidade: fc.integer({ min: 1, max: 10_000_000 }), valor: fc.integer({ min: 0, max: 1_000_000_000 }) }),
    fc.record({ tipo: fc.constant('saida' as const), fracao: fc.double({ min: 0, max: 1, noNaN: true }) }),
  );

  it('never drifts: entries − issue costs = stock value, and issuing everything leaves exactly 0,00', () => {
    fc.assert(
      fc.property(fc.array(passo, { maxLength: 40 }), (passos) => {
        let s = SALDO_VAZIO;
        let entradas = 0;
        let custos = 0;
        for (const p of passos) {
          if (p.tipo === 'entrada') {
            s = saldoDe(entrar(s, p.quantidade, p.valor));
            entradas += p.valor;
          } else if (s.quantidade > 0) {
            const r = sair(s, Math.max(1, Math.floor(s.quantidade * p.fracao)));
            custos += custoDe(r);
            s = saldoDe(r);
          }
          expect(s.valorCentavos).toBe(entradas - custos);
          expect(s.valorCentavos).toBeGreaterThanOrEqual(0);
        }
        if (s.quantidade === 0) return;
        const tudo = sair(s, s.quantidade);
        expect(saldoDe(tudo)).toEqual(SALDO_VAZIO);
        expect(custoDe(tudo)).toBe(entradas - custos);
      }),
    );
  });
});
