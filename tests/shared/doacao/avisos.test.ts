import { describe, expect, it } from 'vitest';
import { enderecoDoDoador, textoDoAviso } from '../../../src/shared/doacao/avisos.ts';

// The markers of the donor's e-mails, as doacao/configuracoes/notificacoes writes them.

describe('textoDoAviso', () => {
  it('fills the name, the amount in pt-BR and the date, leaving an unknown marker as written', () => {
    const d = { nome: 'Maria da Silva', valor: '1234.50', data: '2026-03-05' };
    expect(textoDoAviso('Olá, {nome}! R$ {valor} em {data}. {outro}', d)).toBe('Olá, Maria da Silva! R$ 1.234,50 em 05/03/2026. {outro}');
    expect(textoDoAviso('Sem marcadores.', d)).toBe('Sem marcadores.');
  });
});

describe('enderecoDoDoador', () => {
  it('is the address trimmed, and null for none or only spaces', () => {
    expect([enderecoDoDoador(' ana@exemplo.com.br '), enderecoDoDoador('  '), enderecoDoDoador(null)]).toEqual(['ana@exemplo.com.br', null, null]);
  });
});
