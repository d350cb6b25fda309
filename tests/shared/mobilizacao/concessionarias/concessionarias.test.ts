import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemasDoAdaptador, type AdaptadorDaConcessionaria } from '../../../../src/shared/mobilizacao/concessionarias/adaptador.ts';
import { consentimentoDaInstalacao, instalacaoNoCodigoDeBarras, instalacaoNormalizada } from '../../../../src/shared/mobilizacao/concessionarias/instalacao.ts';
import { valorLiquidoDaArrecadacao } from '../../../../src/shared/mobilizacao/concessionarias/valorLiquido.ts';

describe('the net amount of a gift collected in a utility bill', () => {
  it('takes the percentage (half a cent up) and the fixed fee from the gross', () => {
    // R$ 20,00 at 2,5% and R$ 0,35: 50 + 35 = 85 cents of fees.
    expect(valorLiquidoDaArrecadacao(2000, 2.5, 35)).toEqual({ brutoCentavos: 2000, taxaCentavos: 50, tarifaCentavos: 35, liquidoCentavos: 1915 });
    // R$ 15,50 at 3,33%: 51,615 → 52 cents.
    expect(valorLiquidoDaArrecadacao(1550, 3.33, 0)).toEqual({ brutoCentavos: 1550, taxaCentavos: 52, tarifaCentavos: 0, liquidoCentavos: 1498 });
    // R$ 10,50 at 5%: 52,5 → 53 cents (half up).
    expect(valorLiquidoDaArrecadacao(1050, 5, 10)).toEqual({ brutoCentavos: 1050, taxaCentavos: 53, tarifaCentavos: 10, liquidoCentavos: 987 });
  });

  it('never goes below zero: the fees stop at the gift', () => {
    expect(valorLiquidoDaArrecadacao(30, 10, 35)).toEqual({ brutoCentavos: 30, taxaCentavos: 3, tarifaCentavos: 27, liquidoCentavos: 0 });
    expect(valorLiquidoDaArrecadacao(0, 10, 35)).toEqual({ brutoCentavos: 0, taxaCentavos: 0, tarifaCentavos: 0, liquidoCentavos: 0 });
  });

  it('net + fees = gross, for any gift, rate and fixed fee', () => {
    const taxa = fc.integer({ min: 0, max: 1_000_000 }).map((dezMilesimos) => dezMilesimos / 10_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), taxa, fc.integer({ min: 0, max: 100_000 }), (bruto, percentual, tarifa) => {
        const valor = valorLiquidoDaArrecadacao(bruto, percentual, tarifa);
        expect(valor.liquidoCentavos + valor.taxaCentavos + valor.tarifaCentavos).toBe(bruto);
        expect(valor.liquidoCentavos).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

const ENERGIA: AdaptadorDaConcessionaria = {
  codigo: 'energia',
  nome: 'Companhia de Energia',
  convenio: '00001234',
  taxaPercentual: 2.5,
  tarifaFixaCentavos: 35,
  layout: 'FEBRABAN150',
  identificacaoNoCodigoDeBarras: { inicio: 20, fim: 29 },
};

describe("matching a bill's installation to a donor's consent", () => {
  it('reads the installation at the positions the utility uses in the barcode', () => {
    expect(instalacaoNoCodigoDeBarras('83650000000150001230987654321000000000000000', ENERGIA)).toBe('987654321');
  });

  it('compares digits without punctuation or leading zeros', () => {
    expect(instalacaoNormalizada('0012.345-6')).toBe('123456');
    const consentimentos = [
      { pessoaId: 7, concessionaria: 'energia', instalacao: '98.765.432-1' },
      { pessoaId: 8, concessionaria: 'agua', instalacao: '987654321' },
    ];
    expect(consentimentoDaInstalacao('0987654321', 'energia', consentimentos)).toEqual(consentimentos[0]);
    expect(consentimentoDaInstalacao('987654321', 'agua', consentimentos)?.pessoaId).toBe(8);
    expect(consentimentoDaInstalacao('111', 'energia', consentimentos)).toBeNull();
    expect(consentimentoDaInstalacao('0000', 'energia', [{ pessoaId: 9, concessionaria: 'energia', instalacao: '000' }])).toBeNull();
  });

  it('leaves to a person an installation two donors claim, not one donor consenting twice', () => {
    const doSete = { pessoaId: 7, concessionaria: 'energia', instalacao: '123' };
    expect(consentimentoDaInstalacao('123', 'energia', [doSete, { pessoaId: 9, concessionaria: 'energia', instalacao: '0123' }])).toBeNull();
    expect(consentimentoDaInstalacao('123', 'energia', [doSete, { ...doSete, instalacao: '000123' }])?.pessoaId).toBe(7);
  });
});

describe("a utility's adapter settings", () => {
  it('are accepted when complete and refused field by field in pt-BR', () => {
    expect(problemasDoAdaptador(ENERGIA)).toEqual([]);
    expect(
      problemasDoAdaptador({ ...ENERGIA, codigo: 'Energia Elétrica', convenio: '', taxaPercentual: 2.12345, tarifaFixaCentavos: -1, identificacaoNoCodigoDeBarras: { inicio: 30, fim: 45 } }).map((p) => p.field),
    ).toEqual(['codigo', 'convenio', 'taxaPercentual', 'tarifaFixaCentavos', 'identificacaoNoCodigoDeBarras']);
  });
});
