import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, ehDiaUtil, numeroDoDia } from '../../../src/shared/calendario/index.ts';
import { parcelar, problemasDoParcelamento, VALOR_MAXIMO_CENTAVOS, type Parcela } from '../../../src/shared/financeiro/parcelamento.ts';

const valores = (parcelas: Parcela[]) => parcelas.map((p) => p.valorCentavos);
const datas = (parcelas: Parcela[]) => parcelas.map((p) => p.dataVencimento);

describe('parcelar: the issue’s worked cases', () => {
  it('R$ 100,00 in 3 → 33,33 + 33,33 + 33,34', () => {
    expect(valores(parcelar({ valorCentavos: 100_00, primeiroVencimento: '2025-01-10', quantidade: 3 }))).toEqual([33_33, 33_33, 33_34]);
  });

  it('R$ 200,00 in 3 → 66,66 + 66,66 + 66,68', () => {
    expect(valores(parcelar({ valorCentavos: 200_00, primeiroVencimento: '2025-01-10', quantidade: 3 }))).toEqual([66_66, 66_66, 66_68]);
  });

  it('the remainder on the first when asked', () => {
    expect(valores(parcelar({ valorCentavos: 200_00, primeiroVencimento: '2025-01-10', quantidade: 3, restoNa: 'primeira' }))).toEqual([66_68, 66_66, 66_66]);
  });

  it('from 31/01/2025: 28/02, 31/03, 30/04, each from the first, never chained', () => {
    expect(datas(parcelar({ valorCentavos: 400_00, primeiroVencimento: '2025-01-31', quantidade: 4 }))).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
  });

  it('in a leap year, 29/02', () => {
    expect(datas(parcelar({ valorCentavos: 200_00, primeiroVencimento: '2024-01-31', quantidade: 2 }))).toEqual(['2024-01-31', '2024-02-29']);
  });

  it('the real due date moves to the next business day, with the institution’s holidays', () => {
    const parcelas = parcelar({ valorCentavos: 300_00, primeiroVencimento: '2025-02-18', quantidade: 3, feriadosExtras: ['2025-04-22'] });
    expect(parcelas).toEqual([
      { numero: 1, dataVencimento: '2025-02-18', dataVencimentoReal: '2025-02-18', valorCentavos: 100_00 },
      { numero: 2, dataVencimento: '2025-03-18', dataVencimentoReal: '2025-03-18', valorCentavos: 100_00 },
      { numero: 3, dataVencimento: '2025-04-18', dataVencimentoReal: '2025-04-23', valorCentavos: 100_00 },
    ]);
  });

  it('one installment is the whole', () => {
    expect(parcelar({ valorCentavos: 1, primeiroVencimento: '2025-05-31', quantidade: 1 })).toEqual([
      { numero: 1, dataVencimento: '2025-05-31', dataVencimentoReal: '2025-06-02', valorCentavos: 1 },
    ]);
  });

  it('a cent in 3: nothing, nothing, the cent', () => {
    expect(valores(parcelar({ valorCentavos: 1, primeiroVencimento: '2025-01-10', quantidade: 3 }))).toEqual([0, 0, 1]);
  });

  it('refuses a request with problems instead of answering something', () => {
    expect(() => parcelar({ valorCentavos: 100, primeiroVencimento: '2025-01-10', quantidade: 0 })).toThrow(RangeError);
  });
});

describe('problemasDoParcelamento', () => {
  const ok = { valorCentavos: 100_00, primeiroVencimento: '2025-01-10', quantidade: 3 };
  it.each([
    ['a valid request', ok, []],
    ['360 installments', { ...ok, quantidade: 360 }, []],
    ['0 installments', { ...ok, quantidade: 0 }, [{ field: 'quantidade', message: 'A quantidade de parcelas deve ser um número inteiro de 1 a 360.' }]],
    ['361 installments', { ...ok, quantidade: 361 }, [{ field: 'quantidade', message: 'A quantidade de parcelas deve ser um número inteiro de 1 a 360.' }]],
    ['2,5 installments', { ...ok, quantidade: 2.5 }, [{ field: 'quantidade', message: 'A quantidade de parcelas deve ser um número inteiro de 1 a 360.' }]],
    ['NaN installments', { ...ok, quantidade: Number.NaN }, [{ field: 'quantidade', message: 'A quantidade de parcelas deve ser um número inteiro de 1 a 360.' }]],
    ['no count', { ...ok, quantidade: null }, [{ field: 'quantidade', message: 'Preenchimento obrigatório.' }]],
    ['a zero amount', { ...ok, valorCentavos: 0 }, [{ field: 'valor', message: 'O valor deve ser maior que zero.' }]],
    ['a negative amount', { ...ok, valorCentavos: -5 }, [{ field: 'valor', message: 'O valor deve ser maior que zero.' }]],
    ['an infinite amount', { ...ok, valorCentavos: Infinity }, [{ field: 'valor', message: 'O valor deve ser menor ou igual a 999.999.999.999,99.' }]],
    ['not a number', { ...ok, valorCentavos: Number.NaN }, [{ field: 'valor', message: 'O valor deve ser maior que zero.' }]],
    ['a fraction of a cent', { ...ok, valorCentavos: 100.5 }, [{ field: 'valor', message: 'Informe no máximo 2 casas decimais.' }]],
    ['above the money maximum', { ...ok, valorCentavos: VALOR_MAXIMO_CENTAVOS + 1 }, [{ field: 'valor', message: 'O valor deve ser menor ou igual a 999.999.999.999,99.' }]],
    ['no amount', { ...ok, valorCentavos: null }, [{ field: 'valor', message: 'Preenchimento obrigatório.' }]],
    ['not a date', { ...ok, primeiroVencimento: '2025-02-30' }, [{ field: 'dataVencimento', message: 'Data inválida.' }]],
    ['no date', { ...ok, primeiroVencimento: null }, [{ field: 'dataVencimento', message: 'Preenchimento obrigatório.' }]],
    ['the last installment past the calendar', { ...ok, primeiroVencimento: '9998-06-30', quantidade: 12 }, [{ field: 'dataVencimento', message: 'Data inválida.' }]],
    ['everything wrong at once', { valorCentavos: 0, primeiroVencimento: 'x', quantidade: 0 }, [
      { field: 'valor', message: 'O valor deve ser maior que zero.' },
      { field: 'quantidade', message: 'A quantidade de parcelas deve ser um número inteiro de 1 a 360.' },
      { field: 'dataVencimento', message: 'Data inválida.' },
    ]],
  ])('%s', (_caso, pedido, problemas) => {
    expect(problemasDoParcelamento(pedido)).toEqual(problemas);
  });

  it('the last real due date of a valid request is in the calendar', () => {
    expect(parcelar({ valorCentavos: 100, primeiroVencimento: '9998-01-31', quantidade: 12 }).at(-1)?.dataVencimentoReal).toBe('9998-12-31');
  });
});

const pedido = fc.record({
  valorCentavos: fc.integer({ min: 1, max: VALOR_MAXIMO_CENTAVOS }),
  primeiroVencimento: fc.integer({ min: numeroDoDia('2000-01-01'), max: numeroDoDia('2100-12-31') }).map(dataDoNumero),
  quantidade: fc.integer({ min: 1, max: 360 }),
  restoNa: fc.constantFrom('ultima' as const, 'primeira' as const),
});

describe('parcelar: properties', () => {
  it('the installments add up to the total, differ by no more than the remainder, and fall due in order on business days', () => {
    fc.assert(
      fc.property(pedido, (p) => {
        const parcelas = parcelar(p);
        expect(parcelas).toHaveLength(p.quantidade);
        expect(valores(parcelas).reduce((a, b) => a + b, 0)).toBe(p.valorCentavos);
        const resto = p.valorCentavos % p.quantidade;
        expect(Math.max(...valores(parcelas)) - Math.min(...valores(parcelas))).toBeLessThanOrEqual(resto);
        // One assertion per run over every installment: hundreds of expect calls per run make the property slow.
        const foraDaRegra = parcelas.filter((parcela, i) => {
          const anterior = parcelas[i - 1];
          return (
            parcela.numero !== i + 1 ||
            !Number.isInteger(parcela.valorCentavos) ||
            !ehDiaUtil(parcela.dataVencimentoReal) ||
            parcela.dataVencimentoReal < parcela.dataVencimento ||
            (anterior !== undefined && (parcela.dataVencimento <= anterior.dataVencimento || parcela.dataVencimentoReal < anterior.dataVencimentoReal))
          );
        });
        expect(foraDaRegra).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
