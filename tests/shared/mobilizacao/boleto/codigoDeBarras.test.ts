import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codigoDaLinhaDigitavel, formatarLinhaDigitavel, linhaDigitavelDoCodigo, montarCodigoDeBarras } from '../../../../src/shared/mobilizacao/boleto/codigoDeBarras.ts';
import { conferirLinhaDigitavel } from '../../../../src/shared/mobilizacao/boleto/conferir.ts';
import { fatorDeVencimento, vencimentoDoFator } from '../../../../src/shared/mobilizacao/boleto/fatorDeVencimento.ts';
import { digitoGeralDoCodigo, modulo10 } from '../../../../src/shared/mobilizacao/boleto/modulos.ts';

describe('the due-date factor', () => {
  it('counts days from 07/10/1997 (FEBRABAN manual of the factor: 1000 = 03/07/2000, 9999 = 21/02/2025; boleto_bancario fator_vencimento_spec.rb)', () => {
    expect(fatorDeVencimento('2000-07-03')).toBe('1000');
    expect(fatorDeVencimento('2000-07-04')).toBe('1001');
    expect(fatorDeVencimento('2012-12-02')).toBe('5535');
    expect(fatorDeVencimento('2025-02-21')).toBe('9999');
  });

  it('restarts at 1000 on 22/02/2025 (FEBRABAN) and counts on', () => {
    expect(fatorDeVencimento('2025-02-22')).toBe('1000');
    expect(fatorDeVencimento('2025-03-01')).toBe('1007');
    expect(fatorDeVencimento('2026-01-01')).toBe('1313');
    expect(fatorDeVencimento('2030-01-01')).toBe('2774');
  });

  it('reads back the date of the cycle nearest the day it is read, and 0000 as no due date', () => {
    expect(vencimentoDoFator('1313', '2026-11-27')).toBe('2026-01-01');
    expect(vencimentoDoFator('5535', '2013-01-15')).toBe('2012-12-02');
    expect(vencimentoDoFator('9999', '2025-02-01')).toBe('2025-02-21');
    expect(vencimentoDoFator('1000', '2025-02-01')).toBe('2025-02-22');
    expect(vencimentoDoFator('0000', '2026-11-27')).toBeNull();
  });

  it('refuses a date before 03/07/2000', () => {
    expect(() => fatorDeVencimento('2000-07-02')).toThrow('anterior a 03/07/2000');
  });
});

describe('check digits', () => {
  it('módulo 10 and the general módulo-11 digit (0, 10 and 11 become 1)', () => {
    expect(modulo10('001900000')).toBe(9);
    expect(modulo10('0123456700')).toBe(4);
    // The Bradesco barcode of bradesco_spec.rb without its fifth digit (6).
    expect(digitoGeralDoCodigo('2379556100002952951172060007589645204030050')).toBe(6);
  });
});

describe('barcode and linha digitável', () => {
  const codigo = montarCodigoDeBarras({ banco: '237', vencimento: '2012-12-28', valorCentavos: 295295, campoLivre: '1172060007589645204030050' });

  it('composes bank, currency, general digit, factor, amount and campo livre', () => {
    expect(codigo).toBe('23796556100002952951172060007589645204030050');
    expect(formatarLinhaDigitavel(linhaDigitavelDoCodigo(codigo))).toBe('23791.17209 60007.589645 52040.300502 6 55610000295295');
  });

  it('refuses an amount that does not fit or a campo livre of another size', () => {
    expect(() => montarCodigoDeBarras({ banco: '237', vencimento: '2026-01-01', valorCentavos: 10_000_000_000, campoLivre: '1'.repeat(25) })).toThrow('fora do que o código de barras comporta');
    expect(() => montarCodigoDeBarras({ banco: '237', vencimento: '2026-01-01', valorCentavos: 1, campoLivre: '1'.repeat(24) })).toThrow('o campo livre tem 25 números');
  });

  it('goes from linha digitável to barcode and back (any bank, date, amount and campo livre)', () => {
    const data = fc.integer({ min: Date.UTC(2000, 6, 3), max: Date.UTC(2040, 0, 1) }).map((t) => new Date(t - (t % 86_400_000)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), data, fc.integer({ min: 0, max: 9_999_999_999 }), fc.stringMatching(/^\d{25}$/), (banco, vencimento, valorCentavos, campoLivre) => {
        const barras = montarCodigoDeBarras({ banco, vencimento, valorCentavos, campoLivre });
        const linha = linhaDigitavelDoCodigo(barras);
        expect(codigoDaLinhaDigitavel(linha)).toBe(barras);
        const conferida = conferirLinhaDigitavel(formatarLinhaDigitavel(linha), vencimento);
        expect(conferida).toEqual({ valida: true, codigoDeBarras: barras, banco, vencimento, valorCentavos });
      }),
    );
  });
});

describe('checking a typed linha digitável', () => {
  const linha = '23791.17209 60007.589645 52040.300502 6 55610000295295';

  it('gives back bank, due date and amount', () => {
    expect(conferirLinhaDigitavel(linha, '2012-12-20')).toEqual({
      valida: true,
      codigoDeBarras: '23796556100002952951172060007589645204030050',
      banco: '237',
      vencimento: '2012-12-28',
      valorCentavos: 295295,
    });
  });

  it('says which check digit does not match, or what is missing', () => {
    expect(conferirLinhaDigitavel(linha.replace('23791.17209', '23791.17208'), '2012-12-20')).toEqual({ valida: false, motivo: 'O dígito do primeiro campo não confere: confira o que foi digitado.' });
    expect(conferirLinhaDigitavel(linha.replace('60007.589645', '60007.589646'), '2012-12-20')).toMatchObject({ valida: false, motivo: expect.stringContaining('segundo campo') });
    expect(conferirLinhaDigitavel(linha.replace('52040.300502', '52040.300503'), '2012-12-20')).toMatchObject({ valida: false, motivo: expect.stringContaining('terceiro campo') });
    expect(conferirLinhaDigitavel(linha.replace(' 6 ', ' 7 '), '2012-12-20')).toMatchObject({ valida: false, motivo: expect.stringContaining('dígito verificador geral') });
    // A changed amount keeps the three field digits but not the general one.
    expect(conferirLinhaDigitavel(linha.replace('55610000295295', '55610000295296'), '2012-12-20')).toMatchObject({ valida: false, motivo: expect.stringContaining('dígito verificador geral') });
    expect(conferirLinhaDigitavel(linha.slice(0, -1), '2012-12-20')).toEqual({ valida: false, motivo: 'A linha digitável tem 47 números; foram digitados 46.' });
    expect(conferirLinhaDigitavel(linha.replace('2', 'A'), '2012-12-20')).toEqual({ valida: false, motivo: 'A linha digitável só tem números.' });
  });
});
