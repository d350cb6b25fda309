import { describe, expect, it } from 'vitest';
import { opcoesDeLog, redigir } from '../../../src/server/http/log.ts';

// The process log never holds a token, a password or a CPF (DESIGN.md, "Quality bars").

describe('redigir', () => {
  it.each([
    ['/api/usuarios/7/foto?authtoken=12.1700000000.abcDEF_-123&width=64', '/api/usuarios/7/foto?authtoken=***&width=64'],
    ['/api/arquivos/3?width=64&authtoken=12.17.xyz', '/api/arquivos/3?width=64&authtoken=***'],
    ['/api/novasenha?token=Zm9vYmFyYmF6', '/api/novasenha?token=***'],
    ['/x?a=1&token=abc&b=2', '/x?a=1&token=***&b=2'],
    ['/x?AUTHTOKEN=abc&Token=def', '/x?AUTHTOKEN=***&Token=***'],
    ['/x?authtoken=abc#frag', '/x?authtoken=***#frag'],
    ['/x?authtoken=', '/x?authtoken=***'],
  ])('removes the token value of %s', (entrada, saida) => {
    expect(redigir(entrada)).toBe(saida);
  });

  it('keeps parameters that merely end in "token"', () => {
    expect(redigir('/x?meutoken=abc')).toBe('/x?meutoken=abc');
  });

  it.each([
    ['a formatted CPF', '/api/pessoas?cpf=123.456.789-09', '123.456.789-09'],
    ['a CPF of 11 digits', '/api/pessoas?cpf=12345678909', '12345678909'],
    ['a CPF in a path', '/api/pessoas/cpf/529.982.247-25/existe', '529.982.247-25'],
    ['a CPF in a sentence', 'CPF 529.982.247-25 já cadastrado', '529.982.247-25'],
    ['a formatted CNPJ', '/api/pessoas?cnpj=11.222.333/0001-81', '11.222.333/0001-81'],
    ['a CNPJ of 14 digits', '/api/pessoas?cnpj=11222333000181', '11222333000181'],
    ['an alphanumeric CNPJ', '/api/pessoas?cnpj=12ABC34501DE35', '12ABC34501DE35'],
    ['a formatted alphanumeric CNPJ', '/api/pessoas?cnpj=12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    ['a URL-encoded formatted CNPJ', '/api/pessoas?cnpj=11.222.333%2F0001-81', '11.222.333%2F0001-81'],
    ['a URL-encoded (lower case) formatted CNPJ', '/api/pessoas?cnpj=11.222.333%2f0001-81', '11.222.333%2f0001-81'],
  ])('removes %s', (_caso, entrada, documento) => {
    const saida = redigir(entrada);
    expect(saida).not.toContain(documento);
    expect(saida.replace(/\D/g, '')).not.toContain(documento.replace(/%2f/gi, '').replace(/\D/g, '').slice(0, 8));
    expect(saida).toContain('***');
  });

  it('keeps ordinary text, ids and paging intact', () => {
    const texto = '/api/pessoas/filter?page=2&rpp=10&fields=id,nome,pessoaFisica.cpf';
    expect(redigir(texto)).toBe(texto);
    expect(redigir('/api/usuarios/123/foto?width=280')).toBe('/api/usuarios/123/foto?width=280');
  });

  it('redacts every occurrence, not only the first', () => {
    const saida = redigir('/x?token=a&cpf=123.456.789-09&authtoken=b&outro=987.654.321-00');
    expect(saida).toBe('/x?token=***&cpf=***&authtoken=***&outro=***');
  });
});

describe('opcoesDeLog', () => {
  const opcoes = opcoesDeLog('info') as unknown as {
    level: string;
    serializers: {
      req: (req: { method: string; url: string; headers?: Record<string, string> }) => Record<string, unknown>;
      err: (err: Error) => Record<string, unknown>;
    };
  };

  it('uses the level it is given', () => {
    expect(opcoes.level).toBe('info');
    expect((opcoesDeLog('silent') as unknown as { level: string }).level).toBe('silent');
  });

  it('logs a request as its method and redacted URL only: no headers, so no session token', () => {
    const req = {
      method: 'GET',
      url: '/api/usuarios/1/foto?authtoken=1.2.segredo&cpf=123.456.789-09',
      headers: { 'x-auth-token': 'token-da-sessao', cookie: 'a=b', authorization: 'Bearer x' },
      body: { password: 'segredo' },
    };
    const logado = opcoes.serializers.req(req);
    expect(logado).toEqual({ method: 'GET', url: '/api/usuarios/1/foto?authtoken=***&cpf=***' });
    const texto = JSON.stringify(logado);
    for (const segredo of ['segredo', 'token-da-sessao', '123.456.789-09', 'Bearer']) expect(texto).not.toContain(segredo);
  });

  it('redacts tokens and documents in an error\'s message and stack', () => {
    const erro = new Error('CPF 529.982.247-25 já cadastrado ao abrir /x?token=abc');
    const logado = opcoes.serializers.err(erro);
    expect(logado.type).toBe('Error');
    expect(logado.message).toBe('CPF *** já cadastrado ao abrir /x?token=***');
    expect(String(logado.stack)).toContain('CPF *** já cadastrado');
    expect(String(logado.stack)).not.toContain('529.982.247-25');
    expect(String(logado.stack)).not.toContain('token=abc');
  });
});
