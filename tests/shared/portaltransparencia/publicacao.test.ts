import { describe, expect, it } from 'vitest';
import { estaPublicado, faltaNaParceria, situacaoDaPrestacao, ultimoDiaPublicado, type DadosDaParceria } from '../../../src/shared/portaltransparencia/publicacao.ts';

// Issue 21: an item is public from its publication date; a partnership's item until 180 days
// after its final accountability report was presented; a partnership missing a legal field
// cannot be published, and the message names the field.

const PARCERIA: DadosDaParceria = {
  parceiro: 'Secretaria Municipal de Assistência Social',
  instrumento: 'Termo de fomento',
  numeroTermo: '012/2026',
  objeto: 'Oficinas de contraturno para 120 crianças',
  valor: 180_000,
  vigenciaInicio: '2026-01-01',
  vigenciaFim: '2026-12-31',
};

describe('estaPublicado', () => {
  it('shows an item from its publication date on, and never a draft', () => {
    const item = { publicadoEm: '2026-03-10', prestacaoFinalApresentadaEm: null };
    expect(estaPublicado(item, '2026-03-09')).toBe(false);
    expect(estaPublicado(item, '2026-03-10')).toBe(true);
    expect(estaPublicado(item, '2036-01-01')).toBe(true);
    expect(estaPublicado({ publicadoEm: null, prestacaoFinalApresentadaEm: null }, '2026-03-10')).toBe(false);
  });

  it('keeps a partnership public until the 180th day after its final report was presented', () => {
    // Presented on 2026-01-31: 180 days later is 2026-07-30 (Feb 28 days, 2026 is no leap year).
    expect(ultimoDiaPublicado('2026-01-31')).toBe('2026-07-30');
    const item = { publicadoEm: '2025-02-01', prestacaoFinalApresentadaEm: '2026-01-31' };
    expect(estaPublicado(item, '2026-07-30')).toBe(true);
    expect(estaPublicado(item, '2026-07-31')).toBe(false);
  });

  it('counts across a leap year', () => {
    expect(ultimoDiaPublicado('2027-12-31')).toBe('2028-06-28');
  });
});

describe('faltaNaParceria', () => {
  it('lets a complete partnership be published', () => {
    expect(faltaNaParceria(PARCERIA)).toBeNull();
  });

  it.each([
    ['parceiro', 'o órgão parceiro (financiador)'],
    ['numeroTermo', 'o número do termo'],
    ['objeto', 'o objeto'],
    ['valor', 'o valor da parceria'],
    ['vigenciaFim', 'o fim da vigência'],
  ] as const)('refuses one without %s, naming it', (campo, nome) => {
    expect(faltaNaParceria({ ...PARCERIA, [campo]: null })).toBe(`A parceria não pode ser publicada: falta ${nome} no projeto.`);
  });

  it('takes blank text as missing, and a zero value as given', () => {
    expect(faltaNaParceria({ ...PARCERIA, objeto: '   ' })).toBe('A parceria não pode ser publicada: falta o objeto no projeto.');
    expect(faltaNaParceria({ ...PARCERIA, valor: 0 })).toBeNull();
  });
});

describe('situacaoDaPrestacao', () => {
  it('tells the public how the accountability stands', () => {
    expect(situacaoDaPrestacao([], '2026-05-01')).toEqual({ situacao: 'SEM_PREVISAO' });
    expect(situacaoDaPrestacao([{ tipo: 'PARCIAL', vencimento: '2026-06-30', apresentadaEm: null }], '2026-05-01')).toEqual({ situacao: 'EM_DIA' });
    expect(situacaoDaPrestacao([{ tipo: 'PARCIAL', vencimento: '2026-04-30', apresentadaEm: null }], '2026-05-01')).toEqual({ situacao: 'EM_ATRASO' });
    expect(situacaoDaPrestacao([{ tipo: 'FINAL', vencimento: '2027-02-28', apresentadaEm: '2027-02-10' }], '2027-03-01')).toEqual({ situacao: 'FINAL_APRESENTADA', apresentadaEm: '2027-02-10' });
  });
});
