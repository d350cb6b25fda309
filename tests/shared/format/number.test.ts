import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumber } from '../../../src/shared/format/index.ts';

describe('formatNumber', () => {
  it.each<[number, Parameters<typeof formatNumber>[1], string]>([
    [1234.5, undefined, '1.234,5'],
    [1234567, undefined, '1.234.567'],
    [-1234.5678, undefined, '-1.234,568'],
    [1234, { minimumFractionDigits: 1 }, '1.234,0'],
    [0.123456, { maximumFractionDigits: 5 }, '0,12346'],
    [-0, undefined, '0'],
    [Number.NaN, undefined, ''],
  ])('%d with %j → %j', (value, options, text) => {
    expect(formatNumber(value, options)).toBe(text);
  });
});

describe('parseNumber', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1234,5', 1234.5],
    ['-1.234.567,891', -1234567.891],
    ['0', 0],
    [' 12 ', 12],
  ])('%j → %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each([['1.5'], ['12.34,5'], ['1,'], [',5'], ['--1'], ['1e3'], ['']])('rejects %j', (text) => {
    expect(parseNumber(text)).toBeNull();
  });

  it('reads back every integer it formats', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(parseNumber(formatNumber(value))).toBe(value);
      }),
    );
  });
});
