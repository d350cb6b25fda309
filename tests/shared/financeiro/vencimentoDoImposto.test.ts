import { describe, expect, it } from 'vitest';
import { dataDoFatoGerador, vencimentoDoImposto, type RegraDeVencimento } from '../../../src/shared/financeiro/vencimentoDoImposto.ts';

const FEDERAL: RegraDeVencimento = { fatoGerador: 'PAGAMENTO', vencimentoDia: 20, vencimentoMeses: 1, vencimentoDiaNaoUtil: 'ANTECIPAR' };
const MUNICIPAL: RegraDeVencimento = { fatoGerador: 'EMISSAO', vencimentoDia: 10, vencimentoMeses: 1, vencimentoDiaNaoUtil: 'POSTERGAR' };

describe('vencimentoDoImposto', () => {
  it.each<[string, RegraDeVencimento, string, string]>([
    ['federal: 20/04/2025 is a Sunday, brought forward past Sexta-feira Santa', FEDERAL, '2025-03-10', '2025-04-17'],
    ['federal: 20/11/2025 is a holiday, brought forward a day', FEDERAL, '2025-10-31', '2025-11-19'],
    ['federal: a business day stays', FEDERAL, '2025-05-02', '2025-06-20'],
    ['municipal: 10/05/2025 is a Saturday, put off to Monday', MUNICIPAL, '2025-04-15', '2025-05-12'],
    ['day 31 in February is its last day', { ...FEDERAL, vencimentoDia: 31 }, '2025-01-15', '2025-02-28'],
    ['day 31 in a leap February', { ...FEDERAL, vencimentoDia: 31 }, '2024-01-31', '2024-02-29'],
    ['in the same month', { ...FEDERAL, vencimentoDia: 30, vencimentoMeses: 0 }, '2025-04-05', '2025-04-30'],
    ['across the year, past 1/1 and the weekend', { ...MUNICIPAL, vencimentoDia: 1 }, '2026-12-03', '2027-01-04'],
  ])('%s', (_caso, regra, fato, vencimento) => {
    expect(vencimentoDoImposto(fato, regra)).toBe(vencimento);
  });

  it('the institution’s holidays move it too', () => {
    expect(vencimentoDoImposto('2025-05-02', FEDERAL, ['2025-06-20'])).toBe('2025-06-18');
  });
});

describe('dataDoFatoGerador', () => {
  const datas = { pagamento: '2025-03-10', emissao: '2025-02-20' };
  it('the payment or the issue, as the tax says', () => {
    expect(dataDoFatoGerador(FEDERAL, datas)).toBe('2025-03-10');
    expect(dataDoFatoGerador(MUNICIPAL, datas)).toBe('2025-02-20');
  });
});
