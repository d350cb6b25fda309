import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../../../src/shared/format/index.ts';

describe('formatMoney', () => {
  it.each([
    [1234.56, '1.234,56'],
    [-1234.56, '-1.234,56'],
    [0, '0,00'],
    [0.5, '0,50'],
    [1_000_000, '1.000.000,00'],
    [999.999, '1.000,00'],
    [-0.001, '0,00'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d → %j', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['-1.234,56', -1234.56],
    ['1234,5', 1234.5],
    ['0,01', 0.01],
    ['42', 42],
    ['R$ 1.234,56', 1234.56],
    ['-R$ 1.234,56', -1234.56],
    ['R$ -10,00', -10],
    ['  7,00  ', 7],
  ])('%j → %d', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each([['1,234'], ['1.23,45'], ['12.34'], ['1,2,3'], ['abc'], [''], ['-R$ -1,00'], ['1.234.56'], ['R$']])(
    'rejects %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('reads back every amount in cents it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseMoney(formatMoney(cents / 100))).toBe(cents / 100);
      }),
    );
  });
});
