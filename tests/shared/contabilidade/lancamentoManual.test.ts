import { describe, expect, it } from 'vitest';
import { problemasDoLancamentoManual } from '../../../src/shared/contabilidade/lancamentoManual.ts';
import type { Partida } from '../../../src/shared/contabilidade/partida.ts';
import { planoPorCodigo } from '../../../src/shared/contabilidade/planoDeContas.ts';
import { PLANO } from './eventos.ts';

const plano = planoPorCodigo(PLANO);
const manual: Partida = { data: '2026-05-02', valorCentavos: 10_00, debito: '4.1.01', credito: '1.1.01', centroDeCustoDebito: 'CC1', centroDeCustoCredito: null, historico: 'Ajuste', encerramento: false };

describe('a manual entry', () => {
  it('is accepted between two analytic accounts with a positive amount', () => {
    expect(problemasDoLancamentoManual(plano, manual)).toEqual([]);
  });

  it('names each field it refuses, in pt-BR', () => {
    expect(problemasDoLancamentoManual(plano, { ...manual, valorCentavos: 0, debito: '4.1', credito: '9.9' })).toEqual([
      { field: 'valorCentavos', message: 'O valor do lançamento deve ser maior que zero.' },
      { field: 'debito', message: 'A conta 4.1 é sintética e não recebe lançamentos; use uma conta analítica.' },
      { field: 'credito', message: 'A conta contábil 9.9 não existe no plano.' },
    ]);
    expect(problemasDoLancamentoManual(plano, { ...manual, credito: '4.1.01', valorCentavos: 1.5 })).toEqual([
      { field: 'valorCentavos', message: 'O valor do lançamento deve ser maior que zero.' },
      { field: 'credito', message: 'A conta de débito e a de crédito devem ser diferentes.' },
    ]);
  });
});
