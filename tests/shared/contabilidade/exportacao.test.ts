import { describe, expect, it } from 'vitest';
import { csvDasPartidas, linhaDoCsv, registrosDaEcd, valorComVirgula } from '../../../src/shared/contabilidade/exportacao.ts';
import type { Partida } from '../../../src/shared/contabilidade/partida.ts';

const PARTIDA: Partida = {
  data: '2026-03-05',
  valorCentavos: 1_234_56,
  debito: '4.1.01',
  credito: '1.1.01',
  centroDeCustoDebito: 'CC1',
  centroDeCustoCredito: null,
  historico: 'Pagamento NF 12',
  encerramento: false,
};

describe('the entries for the accountant', () => {
  it('amounts with a decimal comma and no thousands separator', () => {
    expect([valorComVirgula(1_234_56), valorComVirgula(5), valorComVirgula(100), valorComVirgula(-1_50)]).toEqual(['1234,56', '0,05', '1,00', '-1,50']);
  });

  it('a CSV line: DD/MM/YYYY, the two accounts and cost centres, the history quoted when it holds ; or "', () => {
    expect(linhaDoCsv(PARTIDA)).toBe('05/03/2026;1234,56;4.1.01;1.1.01;Pagamento NF 12;CC1;');
    expect(linhaDoCsv({ ...PARTIDA, historico: 'Aluguel; sala "B"' })).toBe('05/03/2026;1234,56;4.1.01;1.1.01;"Aluguel; sala ""B""";CC1;');
    expect(linhaDoCsv({ ...PARTIDA, historico: 'duas\nlinhas' })).toBe('05/03/2026;1234,56;4.1.01;1.1.01;"duas\nlinhas";CC1;');
    expect(csvDasPartidas([PARTIDA])).toBe('data;valor;conta débito;conta crédito;histórico;cc débito;cc crédito\r\n05/03/2026;1234,56;4.1.01;1.1.01;Pagamento NF 12;CC1;\r\n');
  });

  it('the ECD shape: an I200 and its debit and credit I250', () => {
    expect(registrosDaEcd(PARTIDA, '17')).toEqual(['|I200|17|05032026|1234,56|N||', '|I250|4.1.01|CC1|1234,56|D|||Pagamento NF 12||', '|I250|1.1.01||1234,56|C|||Pagamento NF 12||']);
    expect(registrosDaEcd({ ...PARTIDA, encerramento: true, historico: 'a|b\nc' }, '18')).toEqual([
      '|I200|18|05032026|1234,56|E||',
      '|I250|4.1.01|CC1|1234,56|D|||a b c||',
      '|I250|1.1.01||1234,56|C|||a b c||',
    ]);
  });
});
