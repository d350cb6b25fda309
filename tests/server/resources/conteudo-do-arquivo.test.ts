import { describe, expect, it } from 'vitest';
import { disposicaoDeAnexo, tipoDoArquivo, tipoParaServir } from '../../../src/server/resources/conteudo-do-arquivo.ts';
import { snakeCase, tabelaDoModelo } from '../../../src/server/resources/mapa-do-modelo.ts';

describe('disposicaoDeAnexo (RFC 6266)', () => {
  it.each([
    ['relatorio.pdf', `attachment; filename="relatorio.pdf"; filename*=UTF-8''relatorio.pdf`],
    ['ação "x"\\y%.txt', `attachment; filename="a__o _x__y_.txt"; filename*=UTF-8''a%C3%A7%C3%A3o%20%22x%22%5Cy%25.txt`],
    ["it's (1).txt", `attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`],
    ['çã', `attachment; filename="__"; filename*=UTF-8''%C3%A7%C3%A3`],
  ])('%s', (nome, esperado) => {
    expect(disposicaoDeAnexo(nome)).toBe(esperado);
  });
});

describe('tipoDoArquivo', () => {
  it('keeps a plausible declared type, judges images by their bytes and refuses disguises', () => {
    expect(tipoDoArquivo(Buffer.from('a;b'), 'dados.csv', 'text/csv')).toBe('text/csv');
    expect(tipoDoArquivo(Buffer.from('x'), 'dados', 'não é mime')).toBe('application/octet-stream');
    expect(tipoDoArquivo(Buffer.from('GIF89a....'), 'qualquer.bin', 'application/octet-stream')).toBe('image/gif');
    expect(() => tipoDoArquivo(Buffer.from('<?xml version="1.0"?><svg/>'), 'a.svg', 'text/plain')).toThrow('não corresponde a uma imagem');
    expect(() => tipoDoArquivo(Buffer.alloc(0), 'a.txt', 'text/plain')).toThrow('O arquivo enviado está vazio.');
    expect(tipoParaServir('text/html')).toBe('application/octet-stream');
    expect(tipoParaServir('application/pdf')).toBe('application/pdf');
  });
});

describe('table and column names', () => {
  it('are the snake_case of the model names', () => {
    expect(snakeCase('formacaoAcademica')).toBe('formacao_academica');
    expect(snakeCase('cpfOuCnpj2Digitos')).toBe('cpf_ou_cnpj2_digitos');
    expect(tabelaDoModelo({ $id: 'tipoAnexo', title: 'T', type: 'object', properties: {} })).toBe('r_tipo_anexo');
    expect(tabelaDoModelo({ $id: 'setor', title: 'S', type: 'object', properties: {}, 'x-tabela': 'setor' })).toBe('setor');
  });
});
