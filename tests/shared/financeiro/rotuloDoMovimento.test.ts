import { describe, expect, it } from 'vitest';
import { rotuloDoMovimento } from '../../../src/shared/financeiro/rotuloDoMovimento.ts';

describe('the name of a statement movement, the same on screen and in the exported file', () => {
  it("calls a baixa a receipt or a payment by its título's tipo", () => {
    expect(rotuloDoMovimento({ tipo: 'BAIXA', titulo: { id: 1, tipo: 'receita' } })).toBe('Recebimento');
    expect(rotuloDoMovimento({ tipo: 'BAIXA', titulo: { id: 2, tipo: 'despesa' } })).toBe('Pagamento');
  });

  it('names reversals and transfers by their kind', () => {
    expect(rotuloDoMovimento({ tipo: 'ESTORNO_BAIXA', titulo: { id: 1, tipo: 'receita' } })).toBe('Estorno de baixa');
    expect(rotuloDoMovimento({ tipo: 'TRANSFERENCIA_SAIDA', titulo: null })).toBe('Transferência enviada');
    expect(rotuloDoMovimento({ tipo: 'TRANSFERENCIA_ENTRADA', titulo: null })).toBe('Transferência recebida');
    expect(rotuloDoMovimento({ tipo: 'ESTORNO_TRANSFERENCIA', titulo: null })).toBe('Estorno de transferência');
  });
});
