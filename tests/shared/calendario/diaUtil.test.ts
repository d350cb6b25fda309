import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, diaUtilAnterior, ehDiaUtil, numeroDoDia, proximoDiaUtil, somarDias, somarDiasUteis } from '../../../src/shared/calendario/index.ts';

describe('ehDiaUtil', () => {
  it.each([
    ['2025-03-05', true, 'Ash Wednesday'],
    ['2025-03-04', false, 'Carnaval Tuesday'],
    ['2025-03-03', false, 'Carnaval Monday'],
    ['2025-05-31', false, 'a Saturday'],
    ['2025-06-01', false, 'a Sunday'],
    ['2025-11-20', false, 'Consciência Negra'],
    ['2023-11-20', true, '20/11 before Lei 14.759/2023'],
    ['2025-06-02', true, 'a Monday'],
  ])('%s is %s (%s)', (data, esperado) => {
    expect(ehDiaUtil(data)).toBe(esperado);
  });

  it('the institution’s own holidays, as a list or a set', () => {
    expect(ehDiaUtil('2025-07-08', ['2025-07-09'])).toBe(true);
    expect(ehDiaUtil('2025-07-09', ['2025-07-09'])).toBe(false);
    expect(ehDiaUtil('2025-07-09', new Set(['2025-07-09']))).toBe(false);
    expect(ehDiaUtil('2025-07-09')).toBe(true);
  });
});

describe('proximoDiaUtil', () => {
  it.each([
    ['2025-04-18', '2025-04-22', 'Sexta-feira Santa, the weekend, then Tiradentes on Monday'],
    ['2025-03-04', '2025-03-05', 'Carnaval Tuesday, then Ash Wednesday'],
    ['2025-05-31', '2025-06-02', 'a Saturday'],
    ['2025-06-02', '2025-06-02', 'a business day stays'],
    ['2025-12-25', '2025-12-26', 'Natal'],
    ['2027-01-01', '2027-01-04', '1/1 on a Friday, then the weekend'],
  ])('%s → %s (%s)', (data, real) => {
    expect(proximoDiaUtil(data)).toBe(real);
  });

  it('skips the institution’s holidays too', () => {
    expect(proximoDiaUtil('2025-06-02', ['2025-06-02', '2025-06-03'])).toBe('2025-06-04');
  });
});

describe('diaUtilAnterior', () => {
  it.each([
    ['2025-04-21', '2025-04-17', 'Tiradentes, the weekend and Sexta-feira Santa'],
    ['2025-06-01', '2025-05-30', 'a Sunday'],
    ['2025-06-02', '2025-06-02', 'a business day stays'],
  ])('%s → %s (%s)', (data, anterior) => {
    expect(diaUtilAnterior(data)).toBe(anterior);
  });
});

describe('somarDiasUteis', () => {
  it.each([
    ['2025-04-16', 1, '2025-04-17', 'Wednesday to Thursday'],
    ['2025-04-16', 2, '2025-04-22', 'past Sexta-feira Santa, the weekend and Tiradentes'],
    ['2025-02-28', 1, '2025-03-05', 'past the weekend and Carnaval'],
    ['2025-05-31', 0, '2025-06-02', 'zero days from a Saturday is the next business day'],
    ['2025-06-02', 5, '2025-06-09', 'a business week'],
  ])('%s + %i business days = %s (%s)', (data, dias, prazo) => {
    expect(somarDiasUteis(data, dias)).toBe(prazo);
  });

  it('the institution’s holidays count as well', () => {
    expect(somarDiasUteis('2025-07-08', 1, ['2025-07-09'])).toBe('2025-07-10');
  });

  it.each([-1, 1.5])('%d days is a programming error', (dias) => {
    expect(() => somarDiasUteis('2025-06-02', dias)).toThrow(RangeError);
  });
});

const data = fc.integer({ min: numeroDoDia('2000-01-01'), max: numeroDoDia('2100-12-31') }).map(dataDoNumero);
const extras = fc.array(data, { maxLength: 20 });

describe('the business day found is the nearest one', () => {
  it('proximoDiaUtil: a business day, not before the date, none between them', () => {
    fc.assert(
      fc.property(data, extras, (d, feriados) => {
        const real = proximoDiaUtil(d, feriados);
        expect(ehDiaUtil(real, feriados)).toBe(true);
        expect(real >= d).toBe(true);
        for (let dia = d; dia < real; dia = somarDias(dia, 1)) expect(ehDiaUtil(dia, feriados)).toBe(false);
      }),
    );
  });

  it('diaUtilAnterior: a business day, not after the date, none between them', () => {
    fc.assert(
      fc.property(data, extras, (d, feriados) => {
        const anterior = diaUtilAnterior(d, feriados);
        expect(ehDiaUtil(anterior, feriados)).toBe(true);
        expect(anterior <= d).toBe(true);
        for (let dia = d; dia > anterior; dia = somarDias(dia, -1)) expect(ehDiaUtil(dia, feriados)).toBe(false);
      }),
    );
  });

  it('somarDiasUteis: exactly that many business days after the first business day on or after the date', () => {
    fc.assert(
      fc.property(data, extras, fc.integer({ min: 0, max: 40 }), (d, feriados, dias) => {
        const prazo = somarDiasUteis(d, dias, feriados);
        expect(ehDiaUtil(prazo, feriados)).toBe(true);
        let uteis = 0;
        for (let dia = somarDias(proximoDiaUtil(d, feriados), 1); dia <= prazo; dia = somarDias(dia, 1)) if (ehDiaUtil(dia, feriados)) uteis++;
        expect(uteis).toBe(dias);
      }),
    );
  });
});
