import { describe, expect, it } from 'vitest';
import { centavosDoOfx } from '../../../../src/shared/financeiro/ofx/valor.ts';
import { recusa } from './ler.ts';

describe('centavosDoOfx', () => {
  it.each([
    ['-12.50', -1250], ['-12,50', -1250], ['+3,00', 300], ['1234.5', 123450], ['.50', 50], [',5', 50], ['7.', 700],
    ['1.234,56', 123456], ['-1,234.56', -123456], ['1.234.567,89', 123456789], ['-0,01', -1], ['-0.00', 0], ['100', 10000],
    ['-12.500', -1250], ['- 7.25', -725], ['1.000', 100],
  ])('%j → %i', (texto, centavos) => {
    expect(centavosDoOfx(texto, 1)).toBe(centavos);
  });

  // '1.234' is read by the rule (one mark is the decimal one) and is a fraction of a cent.
  it.each(['1.234', '12.345', '1,2,3', '1.234.56', '1.23,456', 'R$ 1,00', '1e3', '--1', '.', '-', 'abc', '1.234,5,6', '99999999999999999999'])('refuses %j naming the line', (texto) => {
    expect(recusa(() => centavosDoOfx(texto, 7)).message).toBe(`Linha 7: "${texto}" não é um valor em reais.`);
  });
});
