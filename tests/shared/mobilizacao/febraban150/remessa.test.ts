import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linhasDoArquivo } from '../../../../src/shared/mobilizacao/arquivos/linhas.ts';
import { escreverRemessaDebitoAutomatico, lerRemessaDebitoAutomatico, textoDaRemessa, type RemessaDeDebito } from '../../../../src/shared/mobilizacao/febraban150/remessa.ts';

const REMESSA: RemessaDeDebito = {
  cabecalho: { convenio: 'ALICERCE0001', nomeDaEmpresa: 'Instituto Alicerce', banco: '001', nomeDoBanco: 'Banco do Brasil', dataDeGeracao: '2026-03-05', nsa: 42 },
  debitos: [
    { identificacaoNaEmpresa: 'DOADOR-000123', agencia: '1234', identificacaoNoBanco: '00000123456789', vencimento: '2026-03-10', valorCentavos: 3000, nossoNumero: '00000000001', cpfCnpj: '12345678909', movimento: 'debito' },
    { identificacaoNaEmpresa: 'DOADOR-000456', agencia: '4321', identificacaoNoBanco: '00000987654321', vencimento: '2026-03-10', valorCentavos: 5000, nossoNumero: '00000000002', cpfCnpj: '11222333000181', movimento: 'debito' },
    { identificacaoNaEmpresa: 'DOADOR-000789', agencia: '1234', identificacaoNoBanco: '00000555555555', vencimento: '2026-03-15', valorCentavos: 2500, nossoNumero: '00000000003', cpfCnpj: null, movimento: 'cancelamento' },
  ],
};

describe('the débito automático remittance', () => {
  it('is written byte for byte as the fixture composed position by position from the manual (A, E…, Z, CRLF)', () => {
    const esperado = readFileSync(new URL('../../../fixtures/febraban150/debito-remessa.txt', import.meta.url), 'latin1');
    expect(textoDaRemessa(escreverRemessaDebitoAutomatico(REMESSA))).toBe(esperado);
  });

  it('is read back by the same tables', () => {
    const linhas = linhasDoArquivo(textoDaRemessa(escreverRemessaDebitoAutomatico(REMESSA)));
    expect(linhas.every((l) => l.length === 150)).toBe(true);
    expect(lerRemessaDebitoAutomatico(linhas)).toEqual({ ...REMESSA, cabecalho: { ...REMESSA.cabecalho, nomeDaEmpresa: 'INSTITUTO ALICERCE', nomeDoBanco: 'BANCO DO BRASIL' } });
  });

  it('reads back any debit it writes', () => {
    const debito = fc.record({
      identificacaoNaEmpresa: fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,24}$/),
      agencia: fc.stringMatching(/^\d{4}$/),
      identificacaoNoBanco: fc.stringMatching(/^\d{1,14}$/),
      vencimento: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      valorCentavos: fc.integer({ min: 1, max: 10 ** 12 }),
      nossoNumero: fc.stringMatching(/^\d{1,20}$/),
      cpfCnpj: fc.oneof(fc.stringMatching(/^\d{11}$/), fc.stringMatching(/^\d{14}$/), fc.constant(null)),
      movimento: fc.constantFrom('debito' as const, 'cancelamento' as const),
    });
    fc.assert(
      fc.property(fc.array(debito, { maxLength: 20 }), (debitos) => {
        const lida = lerRemessaDebitoAutomatico(escreverRemessaDebitoAutomatico({ ...REMESSA, debitos }));
        expect(lida.debitos).toEqual(debitos);
      }),
    );
  });

  it('refuses a document that is neither CPF nor CNPJ', () => {
    const [primeiro] = REMESSA.debitos;
    if (primeiro === undefined) throw new Error('sem débito');
    expect(() => escreverRemessaDebitoAutomatico({ ...REMESSA, debitos: [{ ...primeiro, cpfCnpj: '123' }] })).toThrow('CPF ou CNPJ 123 sem 11 ou 14 números');
  });
});
