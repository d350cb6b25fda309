import { describe, expect, it } from 'vitest';
import { situacaoDasTransacoes, type TransacaoImportada } from '../../../../src/shared/financeiro/ofx/situacao.ts';
import type { TransacaoOfx } from '../../../../src/shared/financeiro/ofx/tipos.ts';

const linha = (fitid: string, data: string | null, valorCentavos: number, ocorrencia = 1): TransacaoOfx => ({
  fitid, data, valorCentavos, ocorrencia, memo: '', tipo: 'DEBIT', documento: null,
});
const importada = (fitid: string, data: string, valorCentavos: number, ocorrencia = 1): TransacaoImportada => ({ fitid, data, valorCentavos, ocorrencia });
const situacoes = (transacoes: TransacaoOfx[], existentes: TransacaoImportada[], fim: string | null = '2024-04-30') =>
  situacaoDasTransacoes({ inicio: '2024-04-01', fim, transacoes }, existentes).map((t) => [t.fitid, t.data, t.situacao]);

describe('situacaoDasTransacoes', () => {
  it('is nova for a FITID the account does not hold', () => {
    expect(situacoes([linha('A', '2024-04-02', -100)], [importada('B', '2024-04-02', -100)])).toEqual([['A', '2024-04-02', 'nova']]);
  });

  it('is existente for the same FITID, date, amount and occurrence', () => {
    expect(situacoes([linha('A', '2024-04-02', -100)], [importada('A', '2024-04-02', -100)])).toEqual([['A', '2024-04-02', 'existente']]);
  });

  it('is conflito for the same FITID with another date or another amount', () => {
    const existentes = [importada('A', '2024-04-02', -100)];
    expect(situacoes([linha('A', '2024-04-03', -100), linha('A', '2024-04-02', -101)], existentes)).toEqual([
      ['A', '2024-04-03', 'conflito'],
      ['A', '2024-04-02', 'conflito'],
    ]);
  });

  it('keeps a second real transaction that shares FITID, date and amount: its occurrence is nova', () => {
    expect(situacoes([linha('0', '2024-04-10', -500, 1), linha('0', '2024-04-10', -500, 2)], [importada('0', '2024-04-10', -500, 1)])).toEqual([
      ['0', '2024-04-10', 'existente'],
      ['0', '2024-04-10', 'nova'],
    ]);
  });

  it("gives a line without a date the statement's end date (its start when it has none) and makes it a conflito", () => {
    expect(situacoes([linha('D', null, -100)], [])).toEqual([['D', '2024-04-30', 'conflito']]);
    expect(situacoes([linha('D', null, -100)], [], null)).toEqual([['D', '2024-04-01', 'conflito']]);
  });
});
