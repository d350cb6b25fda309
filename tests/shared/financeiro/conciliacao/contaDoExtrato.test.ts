import { describe, expect, it } from 'vitest';
import { contaDoExtrato, mesmoBanco, mesmoNumero } from '../../../../src/shared/financeiro/conciliacao/contaDoExtrato.ts';

// The numbers as banks write them in OFX files against the way the officer typed the account.

describe('mesmoNumero', () => {
  it.each([
    ['56789-0', '567890'],
    ['56789-0', '0056789-0'],
    ['56789-0', '56789'],
    ['56789', '56789-0'],
    ['013.00045678-9', '0130004567 8-9'],
    ['1234-X', '1234'],
    ['01234', '1234'],
  ])('%s is %s', (a, b) => {
    expect(mesmoNumero(a, b)).toBe(true);
  });

  it.each([
    ['56789-0', '56788-0'],
    ['56789-0', '5678'],
    ['1234', '12345678'],
    ['', '0'],
  ])('%s is not %s', (a, b) => {
    expect(mesmoNumero(a, b)).toBe(false);
  });

  it('compares banks by their COMPE code without leading zeros', () => {
    expect([mesmoBanco('0001', '001'), mesmoBanco('1', '001'), mesmoBanco('0341', '341'), mesmoBanco('001', '104')]).toEqual([true, true, true, false]);
  });
});

describe('contaDoExtrato', () => {
  const contas = [
    { id: 1, banco: '001', agencia: '1234-5', numero: '56789-0' },
    { id: 2, banco: '001', agencia: '1234-5', numero: '60123-4' },
    { id: 3, banco: '237', agencia: '2345-6', numero: '0123456-7' },
    { id: 4, banco: null, agencia: null, numero: null },
    { id: 5, banco: '104', agencia: '0987', numero: '013.00045678-9' },
    { id: 6, banco: '104', agencia: '0988', numero: '013.00045678-9' },
  ];

  it('finds the one account the bank, agency and number name, however written', () => {
    expect(contaDoExtrato({ banco: '0001', agencia: '12345', conta: '567890' }, contas)).toBe(1);
    expect(contaDoExtrato({ banco: '237', agencia: '2345', conta: '1234567' }, contas)).toBe(3);
    // No agency in the file: bank and number decide.
    expect(contaDoExtrato({ banco: '001', agencia: null, conta: '60123-4' }, contas)).toBe(2);
  });

  it('matches nothing for another bank, another number, a card without bank, or two accounts alike', () => {
    expect(contaDoExtrato({ banco: '341', agencia: '1234', conta: '56789-0' }, contas)).toBeNull();
    expect(contaDoExtrato({ banco: '001', agencia: '1234', conta: '99999-9' }, contas)).toBeNull();
    expect(contaDoExtrato({ banco: null, agencia: null, conta: '56789-0' }, contas)).toBeNull();
    expect(contaDoExtrato({ banco: '104', agencia: null, conta: '01300045678-9' }, contas)).toBeNull();
    expect(contaDoExtrato({ banco: '104', agencia: '987', conta: '01300045678-9' }, contas)).toBe(5);
  });
});
