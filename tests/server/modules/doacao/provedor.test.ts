import { describe, expect, it } from 'vitest';
import { PIX_ESTATICO, txidDa } from '../../../../src/server/modules/doacao/pixEstatico.ts';
import { PROVEDORES, provedorDaForma } from '../../../../src/server/modules/doacao/provedores.ts';

// The payment providers: the static PIX charges the PIX gifts (its charge is covered through the
// gift's calls, doacoes.test.ts); no method has another provider yet, and the static PIX reads no
// notification (it is settled by the reconciliation or by hand).

describe('the payment providers', () => {
  it('charge a PIX gift with the static PIX and no other method through any provider', () => {
    expect(provedorDaForma('PIX')).toBe(PIX_ESTATICO);
    expect(['BOLETO', 'CARTAO', 'DEBITO_AUTOMATICO', 'CONTA_CONSUMO', 'DINHEIRO', 'BENS'].map(provedorDaForma)).toEqual([null, null, null, null, null, null]);
    expect(PROVEDORES.flatMap((p) => p.formas)).toEqual([...new Set(PROVEDORES.flatMap((p) => p.formas))]);
  });

  it("take the static PIX's notifications as none of its own", () => {
    expect(PIX_ESTATICO.lerNotificacao({ corpo: { txid: txidDa(1), status: 'CONCLUIDA' }, cabecalhos: {} })).toBeNull();
  });

  it('give a gift the txid DOA and its id in 10 digits', () => {
    expect(txidDa(42)).toBe('DOA0000000042');
  });
});
