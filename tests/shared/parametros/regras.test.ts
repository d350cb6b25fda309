import { describe, expect, it } from 'vitest';
import { CATALOGO_DE_PARAMETROS, PADROES_DOS_PARAMETROS } from '../../../src/shared/api/parametros.ts';
import { conferirParametros, erroDoParametro } from '../../../src/shared/parametros/regras.ts';
import { erroDaUrlDosTiles, origemDosTiles } from '../../../src/shared/parametros/tiles.ts';
import { errosDaNovaSenha } from '../../../src/shared/senha.ts';

describe('the parameters catalogue', () => {
  it('every default passes its own rule (the logo, set by upload only, excepted)', () => {
    for (const def of CATALOGO_DE_PARAMETROS.filter((d) => d.tipo !== 'imagem')) {
      expect(erroDoParametro(def, PADROES_DOS_PARAMETROS[def.chave]), def.chave).toBeNull();
    }
  });

  it('normalises text (trimmed) and passes nothing when one value fails', () => {
    expect(conferirParametros({ nomeDaInstituicao: '  Casa  ', tamanhoDePagina: 20 })).toEqual({ valores: { nomeDaInstituicao: 'Casa', tamanhoDePagina: 20 }, erros: [] });
    expect(conferirParametros({ nomeDaInstituicao: 'Casa', tamanhoDePagina: 200, corDoTema: 'azul' })).toEqual({
      valores: {},
      erros: [
        { field: 'tamanhoDePagina', message: 'O valor deve ser menor ou igual a 100.' },
        { field: 'corDoTema', message: 'Parâmetro desconhecido.' },
      ],
    });
  });
});

describe('the tile URL', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', null, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', null, 'https://*.tile.example.org'],
    ['HTTPS://Tiles.Example.org:444/{z}/{y}/{x}@2x.png', null, 'https://tiles.example.org:444'],
    ['http://tile.example.org/{z}/{x}/{y}.png', 'Use um endereço que comece com https://.', null],
    ['https://tile.example.org/{z}/{x}.png', 'O endereço deve conter {z}, {x} e {y}.', null],
    ['https://a.{s}.example.org/{z}/{x}/{y}.png', 'Endereço inválido.', null],
    ['https://user:pw@tile.example.org/{z}/{x}/{y}.png', 'Endereço inválido.', null],
    ['https://tile.example.org/{z}/{x}/{y}.png https://evil.example.org', 'Endereço inválido.', null],
    ['https:///{z}/{x}/{y}', 'Endereço inválido.', null],
  ])('%s', (url, erro, origem) => {
    expect(erroDaUrlDosTiles(url)).toBe(erro);
    expect(origemDosTiles(url)).toBe(origem);
  });
});

describe('the password policy', () => {
  const campos = { senha: 's', confirmacao: 'c' };
  it('keeps the old rule by default', () => {
    expect(errosDaNovaSenha('1234567', '1234567', campos)).toEqual([{ field: 's', message: 'A senha deve ter pelo menos 8 caracteres.' }]);
    expect(errosDaNovaSenha('12345678', '12345678', campos)).toEqual([]);
  });

  it('asks what the institution set', () => {
    const politica = { tamanhoMinimo: 10, exigeNumero: true, exigeLetra: true };
    expect(errosDaNovaSenha('abcdefghij', 'abcdefghij', campos, politica)).toEqual([{ field: 's', message: 'A senha deve conter pelo menos um número.' }]);
    expect(errosDaNovaSenha('1234567890', '1234567890', campos, politica)).toEqual([{ field: 's', message: 'A senha deve conter pelo menos uma letra.' }]);
    expect(errosDaNovaSenha('ação-12345', 'ação-12345', campos, politica)).toEqual([]);
  });
});
