import { describe, expect, it } from 'vitest';
import { dataDoOfx } from '../../../../src/shared/financeiro/ofx/data.ts';
import { recusa } from './ler.ts';

describe('dataDoOfx', () => {
  it.each([
    ['20240115', '2024-01-15'],
    ['2024011510', '2024-01-15'],
    ['202401151030', '2024-01-15'],
    ['20240115103000', '2024-01-15'],
    ['20240115103000.123', '2024-01-15'],
    ['20240131235959.999[-3:BRT]', '2024-01-31'],
    ['20240101000000[+14:LINT]', '2024-01-01'],
    ['20240101[-3]', '2024-01-01'],
    ['20240229', '2024-02-29'],
  ])('%s → %s (the day as written)', (texto, data) => {
    expect(dataDoOfx(texto, 1)).toBe(data);
  });

  it('reads an empty date as none', () => {
    expect(dataDoOfx('', 1)).toBeNull();
  });

  it.each(['20230229', '20241301', '20240100', '2024-01-15', '15/01/2024', '2024011', '20240115X', '18991231'])('refuses %s naming the line', (texto) => {
    expect(recusa(() => dataDoOfx(texto, 3)).message).toBe(`Linha 3: "${texto}" não é uma data do OFX (AAAAMMDD).`);
  });
});
