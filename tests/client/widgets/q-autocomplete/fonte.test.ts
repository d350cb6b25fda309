import { describe, expect, it } from 'vitest';
import { exibirRegistro, lerPagina, resolverFonte, urlDaPagina, urlDaReferencia } from '../../../../src/client/widgets/q-autocomplete/index.ts';

describe('urlDaReferencia', () => {
  it.each([
    ['cidade', '/api/cidades'],
    ['pessoa', '/api/pessoas'],
    ['situacao', '/api/situacoes'],
    ['fornecedor', '/api/fornecedores'],
    ['papel', '/api/papeis'],
  ])('%s → %s', (referencia, url) => {
    expect(urlDaReferencia(referencia)).toBe(url);
  });
});

describe('exibirRegistro', () => {
  it('shows a Cidade as nome - UF', () => {
    expect(exibirRegistro({ id: 1, nome: 'Recife', estado: { uf: 'PE', nome: 'Pernambuco' } })).toBe('Recife - PE');
  });
  it('falls back to nome, descricao, then id', () => {
    expect(exibirRegistro({ id: 1, nome: 'Ana' })).toBe('Ana');
    expect(exibirRegistro({ id: 2, descricao: 'Ativa' })).toBe('Ativa');
    expect(exibirRegistro({ id: 3 })).toBe('3');
  });
});

describe('resolverFonte', () => {
  const exibir = () => 'x';
  it('prefers the props, then the context, then the defaults', () => {
    expect(resolverFonte('cidade', {}, {})).toEqual({ url: '/api/cidades', exibir: exibirRegistro, campos: ['id', 'nome', 'estado.uf'] });
    expect(resolverFonte('cidade', { cidade: { url: '/api/c', exibir } }, {}).url).toBe('/api/c');
    expect(resolverFonte('cidade', { cidade: { url: '/api/c' } }, { url: '/api/p' }).url).toBe('/api/p');
    expect(resolverFonte('cidade', { cidade: { exibir } }, {}).exibir).toBe(exibir);
  });
  it('needs a url or a referenced model', () => {
    expect(() => resolverFonte(null, {}, {})).toThrow();
  });
});

describe('pages', () => {
  it('sends page, rpp 10, q and term, keeping a query the url already has', () => {
    expect(urlDaPagina('/api/x?ativo=true', { page: 2, termo: 'a b' })).toBe('/api/x?ativo=true&page=2&rpp=10&q=a+b&term=a+b');
  });
  it('reads resultList/hasMore, list/more and bare arrays', () => {
    expect(lerPagina({ resultList: [{ id: 1 }], hasMore: true })).toEqual({ registros: [{ id: 1 }], mais: true });
    expect(lerPagina({ list: [{ id: 2 }], more: false })).toEqual({ registros: [{ id: 2 }], mais: false });
    expect(lerPagina([{ id: 3 }])).toEqual({ registros: [{ id: 3 }], mais: false });
    expect(lerPagina(null)).toEqual({ registros: [], mais: false });
  });
});
