import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aplicarRegras, regraSeAplica, type RegraDeConciliacao } from '../../../../src/shared/financeiro/conciliacao/regras.ts';

const regra = (id: number, textoContem: string, extra: Partial<RegraDeConciliacao> = {}): RegraDeConciliacao => ({
  id, textoContem, tipo: 'AMBOS', prioridade: 0, categoriaId: id * 10, centroCustoId: null, pessoaId: null, ...extra,
});

describe('aplicarRegras: worked cases', () => {
  const regras = [
    regra(1, 'tarifa', { tipo: 'DESPESA' }),
    regra(2, 'TARIFA PACOTE', { tipo: 'DESPESA', prioridade: 5 }),
    regra(3, 'doação', { tipo: 'RECEITA' }),
    regra(4, 'Pix', { tipo: 'AMBOS' }),
  ];
  const linhas = [
    { id: 10, valorCentavos: -12_90, memo: 'Tarifa Pacote Serviços' },
    { id: 11, valorCentavos: -3_50, memo: 'TARIFA DOC' },
    { id: 12, valorCentavos: 50_00, memo: 'PIX RECEBIDO DOACAO MARIA' },
    { id: 13, valorCentavos: 20_00, memo: 'TARIFA ESTORNADA' },
    { id: 14, valorCentavos: -7_00, memo: 'SAQUE' },
  ];

  it('the highest priority first; the text without accents or case; only lines of its sign', () => {
    expect(aplicarRegras(regras, linhas).map((a) => [a.linhaId, a.regra.id])).toEqual([[10, 2], [11, 1], [12, 3]]);
  });

  it('a tie of priority goes to the older rule', () => {
    expect(aplicarRegras([regra(9, 'pix'), regra(4, 'pix')], [{ id: 1, valorCentavos: 1, memo: 'PIX' }])[0]?.regra.id).toBe(4);
  });
});

describe('aplicarRegras: properties', () => {
  const arbRegra = fc.record({
    id: fc.integer({ min: 1, max: 100 }),
    textoContem: fc.constantFrom('tarifa', 'pix', 'doação', 'ted'),
    tipo: fc.constantFrom('RECEITA' as const, 'DESPESA' as const, 'AMBOS' as const),
    prioridade: fc.integer({ min: 0, max: 3 }),
    categoriaId: fc.integer({ min: 1, max: 9 }),
    centroCustoId: fc.constant(null),
    pessoaId: fc.constant(null),
  });
  const arbLinha = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    valorCentavos: fc.integer({ min: -1000, max: 1000 }).filter((v) => v !== 0),
    memo: fc.constantFrom('TARIFA', 'PIX RECEBIDO', 'DOACAO', 'TED ENVIADA', 'SAQUE'),
  });

  it('every line taken is taken by a rule that applies to it, and none that applies has a higher priority', () => {
    fc.assert(
      fc.property(fc.array(arbRegra, { maxLength: 8 }), fc.uniqueArray(arbLinha, { maxLength: 12, selector: (l) => l.id }), (rs, ls) => {
        for (const a of aplicarRegras(rs, ls)) {
          const l = ls.find((x) => x.id === a.linhaId)!;
          expect(regraSeAplica(a.regra, l)).toBe(true);
          expect(rs.some((r) => regraSeAplica(r, l) && r.prioridade > a.regra.prioridade)).toBe(false);
        }
      }),
    );
  });
});
