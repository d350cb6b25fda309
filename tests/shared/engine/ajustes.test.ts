import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/shared/api/contract.ts';
import { ajusteValido, conferirAjustes } from '../../../src/shared/engine/ajustes.ts';
import type { Model } from '../../../src/shared/engine/types.ts';

// conferirAjustes judges a settings screen's PUT, on the client before saving and on the server.

const MODELO: Model = {
  $id: 'ajustesDeTeste',
  title: 'Ajustes',
  type: 'object',
  required: ['nome', 'limite', 'servidor'],
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome', maxLength: 10, default: 'Casa' },
    limite: { type: 'integer', title: 'Limite', minimum: 1, maximum: 100, default: 10 },
    taxa: { type: ['number', 'null'], title: 'Taxa', maximum: 1 },
    ativo: { type: 'boolean', title: 'Ativo', default: true },
    servidor: { type: 'string', title: 'Servidor', format: 'host' },
    fuso: { type: 'string', title: 'Fuso', format: 'fusoHorario', default: 'America/Sao_Paulo' },
    modo: { type: 'string', title: 'Modo', enum: ['A', 'B'], default: 'A' },
    texto: { type: ['string', 'null'], title: 'Texto', maxLength: 1000 },
    senha: { type: ['string', 'null'], title: 'Senha', writeOnly: true, maxLength: 8 },
    logo: { type: ['integer', 'null'], title: 'Logo', readOnly: true },
  },
};

const EM_VIGOR = { nome: 'Casa', limite: 10, taxa: null, ativo: true, servidor: 'smtp.ex.org', fuso: 'America/Sao_Paulo', modo: 'A', texto: null, logo: null };

describe('conferirAjustes', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a text, trimmed', { nome: '  Lar  ' }, { nome: 'Lar' }],
    ['an integer and a boolean', { limite: 25, ativo: false }, { limite: 25, ativo: false }],
    ['an optional number emptied', { taxa: null }, { taxa: null }],
    ['an empty optional text as null', { texto: '   ' }, { texto: null }],
    ['line breaks in a long text', { texto: 'linha 1\nlinha 2' }, { texto: 'linha 1\nlinha 2' }],
    ['a write-only value', { senha: 'segredo' }, { senha: 'segredo' }],
    ['a write-only field left empty: kept, not sent on', { senha: '', limite: 11 }, { limite: 11 }],
  ])('accepts %s', (_caso, corpo, valores) => {
    expect(conferirAjustes(MODELO, corpo, EM_VIGOR)).toEqual({ valores, erros: [] });
  });

  it.each<[string, Record<string, unknown>, FieldError[]]>([
    ['nothing', {}, [{ field: 'registro', message: 'Informe ao menos um valor.' }]],
    ['an unknown field', { cor: 'azul' }, [{ field: 'cor', message: 'Campo não permitido.' }]],
    ['the id', { id: 3 }, [{ field: 'id', message: 'Campo não permitido.' }]],
    ['a read-only field', { logo: 4 }, [{ field: 'logo', message: 'Este campo não é alterado por aqui.' }]],
    ['a number as text', { limite: '25' }, [{ field: 'limite', message: 'Informe um número inteiro.' }]],
    ['a fraction for an integer', { limite: 2.5 }, [{ field: 'limite', message: 'Informe um número inteiro.' }]],
    ['text for a boolean', { ativo: 'sim' }, [{ field: 'ativo', message: 'Informe sim ou não.' }]],
    ['a number for a text', { nome: 7 }, [{ field: 'nome', message: 'Informe um texto.' }]],
    ['a line break in a line of text', { nome: 'a\r\nb' }, [{ field: 'nome', message: 'O texto contém caracteres de controle, que não são aceitos.' }]],
    ['a NUL in a long text', { texto: 'a\u0000' }, [{ field: 'texto', message: 'O texto contém caracteres de controle, que não são aceitos.' }]],
    ['a required setting emptied', { nome: ' ' }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
    ['a value over the maximum', { limite: 101 }, [{ field: 'limite', message: 'O valor deve ser menor ou igual a 100.' }]],
    ['an over-long text', { nome: 'Casa da Esperança' }, [{ field: 'nome', message: 'Tamanho máximo de 10 excedido.' }]],
    ['a format', { servidor: 'smtp ex.org' }, [{ field: 'servidor', message: 'Servidor inválido.' }]],
    ['an unknown time zone', { fuso: 'Marte/Olimpo' }, [{ field: 'fuso', message: 'Fuso horário desconhecido.' }]],
    ['a value outside the enum', { modo: 'C' }, [{ field: 'modo', message: 'Valor inválido.' }]],
    ['an over-long write-only value', { senha: 'segredo-longo' }, [{ field: 'senha', message: 'Tamanho máximo de 8 excedido.' }]],
  ])('refuses %s, and returns no value to store', (_caso, corpo, erros) => {
    expect(conferirAjustes(MODELO, corpo, EM_VIGOR)).toEqual({ valores: {}, erros });
  });

  it('judges the record as it will be: a required setting empty in force stops any change', () => {
    expect(conferirAjustes(MODELO, { limite: 20 }, { ...EM_VIGOR, servidor: null }).erros).toEqual([{ field: 'servidor', message: 'Preenchimento obrigatório.' }]);
    expect(conferirAjustes(MODELO, { limite: 20, servidor: 'mail.ex.org' }, { ...EM_VIGOR, servidor: null })).toEqual({ valores: { limite: 20, servidor: 'mail.ex.org' }, erros: [] });
  });

  it('lists every wrong field at once', () => {
    expect(conferirAjustes(MODELO, { limite: 'x', nome: '', cor: 1 }, EM_VIGOR).erros).toEqual([
      { field: 'limite', message: 'Informe um número inteiro.' },
      { field: 'cor', message: 'Campo não permitido.' },
      { field: 'nome', message: 'Preenchimento obrigatório.' },
    ]);
  });
});

describe('ajusteValido: a stored value that no longer passes gives way to the default', () => {
  it.each<[string, unknown, boolean]>([
    ['limite', 50, true],
    ['limite', 500, false],
    ['limite', '50', false],
    ['nome', 'Lar', true],
    ['nome', ' Lar ', false],
    ['fuso', 'Marte/Olimpo', false],
    ['logo', 3, false],
    ['outro', 1, false],
  ])('%s = %j: %s', (campo, valor, valido) => {
    expect(ajusteValido(MODELO, campo, valor)).toBe(valido);
  });
});
