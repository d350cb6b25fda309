import { describe, expect, it } from 'vitest';
import { conferirContaDoDebito } from '../../../src/shared/mobilizacao/contaDoDebito.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../src/shared/mobilizacao/mensagens.ts';

describe("the donor's débito account", () => {
  it('is required for débito automático, with the agency and the account', () => {
    expect(conferirContaDoDebito({ forma: 'DEBITO_AUTOMATICO', debitoAgencia: null, debitoConta: ' ' })).toEqual([
      { field: 'debitoAgencia', message: M.debitoSemConta },
      { field: 'debitoConta', message: M.debitoSemConta },
    ]);
    expect(conferirContaDoDebito({ forma: 'DEBITO_AUTOMATICO', debitoAgencia: '0801', debitoConta: '123456X' })).toEqual([]);
  });

  it('is refused when malformed, whatever the method; and not asked for other methods', () => {
    expect(conferirContaDoDebito({ forma: 'BOLETO', debitoAgencia: '08011', debitoConta: '12-3' })).toEqual([
      { field: 'debitoAgencia', message: M.debitoAgenciaInvalida },
      { field: 'debitoConta', message: M.debitoContaInvalida },
    ]);
    expect(conferirContaDoDebito({ forma: 'PIX', debitoAgencia: null, debitoConta: null })).toEqual([]);
  });
});
