import { describe, expect, it } from 'vitest';
import { ehModoDeUltrapassagem, ultrapassagem, verificarOrcamento } from '../../../src/shared/orcamento/ultrapassagem.ts';

describe('ultrapassagem', () => {
  it.each([
    ['within the plan', { planejadoCentavos: 1_000_00, comprometidoCentavos: 600_00, valorCentavos: 400_00 }, { ultrapassa: false, excedenteCentavos: 0 }],
    ['a cent over', { planejadoCentavos: 1_000_00, comprometidoCentavos: 600_00, valorCentavos: 400_01 }, { ultrapassa: true, excedenteCentavos: 1 }],
    ['over with nothing committed', { planejadoCentavos: 500_00, comprometidoCentavos: 0, valorCentavos: 1_234_56 }, { ultrapassa: true, excedenteCentavos: 734_56 }],
    ['a line already over counts its whole overrun', { planejadoCentavos: 100_00, comprometidoCentavos: 150_00, valorCentavos: 10_00 }, { ultrapassa: true, excedenteCentavos: 60_00 }],
    ['a month planned at zero: any amount overruns', { planejadoCentavos: 0, comprometidoCentavos: 0, valorCentavos: 1 }, { ultrapassa: true, excedenteCentavos: 1 }],
    ['no budget line: outside the plan, never checked', { planejadoCentavos: null, comprometidoCentavos: 900_00, valorCentavos: 900_00 }, { ultrapassa: false, excedenteCentavos: 0 }],
    ['a zero amount adds nothing to an overrun line', { planejadoCentavos: 100_00, comprometidoCentavos: 150_00, valorCentavos: 0 }, { ultrapassa: false, excedenteCentavos: 0 }],
  ])('%s', (_caso, despesa, esperado) => {
    expect(ultrapassagem(despesa)).toEqual(esperado);
  });
});

describe('verificarOrcamento', () => {
  const despesa = {
    planejadoCentavos: 1_000_00,
    comprometidoCentavos: 800_00,
    valorCentavos: 1_434_56,
    categoria: 'Material de escritório',
    centroDeCusto: 'Administração',
    competencia: '2025-03',
  };

  it('AVISAR: a warning with the amounts written R$ 1.234,56', () => {
    expect(verificarOrcamento({ ...despesa, modo: 'AVISAR' })).toEqual({
      tipo: 'AVISO',
      excedenteCentavos: 1_234_56,
      mensagem:
        'Atenção: esta despesa ultrapassa o orçamento de Material de escritório / Administração em 03/2025 em R$ 1.234,56 (planejado R$ 1.000,00, já comprometido R$ 800,00, esta despesa R$ 1.434,56).',
    });
  });

  it('BLOQUEAR: the pt-BR error that refuses the payable', () => {
    expect(verificarOrcamento({ ...despesa, modo: 'BLOQUEAR', competencia: '2025-12-15' })).toEqual({
      tipo: 'BLOQUEIO',
      excedenteCentavos: 1_234_56,
      mensagem:
        'Esta despesa ultrapassaria o orçamento de Material de escritório / Administração em 12/2025 em R$ 1.234,56 (planejado R$ 1.000,00, já comprometido R$ 800,00, esta despesa R$ 1.434,56) e não pode ser salva.',
    });
  });

  it('NADA: the overrun is let through', () => {
    expect(verificarOrcamento({ ...despesa, modo: 'NADA' })).toEqual({ tipo: 'LIVRE' });
  });

  it('within the plan nothing is said, whatever the mode', () => {
    expect(verificarOrcamento({ ...despesa, valorCentavos: 200_00, modo: 'BLOQUEAR' })).toEqual({ tipo: 'LIVRE' });
  });

  it('knows the parameter’s modes', () => {
    expect(['AVISAR', 'BLOQUEAR', 'NADA', 'avisar', '', null].map(ehModoDeUltrapassagem)).toEqual([true, true, true, false, false, false]);
  });
});
