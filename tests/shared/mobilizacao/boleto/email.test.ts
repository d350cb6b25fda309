import { describe, expect, it } from 'vitest';
import { envioVazio, resumoDoEnvioDosBoletos, textoDoEmailDoBoleto } from '../../../../src/shared/mobilizacao/boleto/email.ts';

// The boleto's e-mail with its markers filled in, and the notice that ends a sending.

describe('the boleto e-mail', () => {
  it('fills in the donor, the amount, the due date and the linha digitável; an unknown marker stays', () => {
    const texto = textoDoEmailDoBoleto('{nome}: R$ {valor} até {vencimento} — {linhaDigitavel} {outro}', {
      nome: 'Ana',
      valor: '1234.50',
      vencimento: '2026-12-10',
      linhaDigitavel: '00190.00009 01234.567004 00000.101172 1 12345678901234',
    });
    expect(texto).toBe('Ana: R$ 1.234,50 até 10/12/2026 — 00190.00009 01234.567004 00000.101172 1 12345678901234 {outro}');
  });

  it('says how many were sent and, when any was left out, how many and why', () => {
    expect(resumoDoEnvioDosBoletos({ ...envioVazio(), enviados: 3 })).toBe('3 boleto(s) enviado(s) por e-mail.');
    expect(resumoDoEnvioDosBoletos({ enviados: 0, semEmail: 2, semBoleto: 1, falhas: 1 })).toBe(
      '0 boleto(s) enviado(s) por e-mail. 4 não enviado(s): 2 de doador sem e-mail, 1 que não é de convênio de boleto, 1 recusado(s) pelo servidor de e-mail.',
    );
  });
});
