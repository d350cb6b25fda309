import { describe, expect, it } from 'vitest';
import { escreverBusca, lerBusca } from '../../../src/client/engine/lista/busca.ts';
import { urlDaConsulta } from '../../../src/client/engine/lista/consulta.ts';
import type { FiltroResolvido } from '../../../src/shared/engine/tela-resolvida.ts';

const PADRAO = { campo: 'nome', direcao: 'asc' as const };

describe("the list's search in the URL", () => {
  it('reads defaults from an empty query: first page, the default sort, no search nor filter', () => {
    expect(lerBusca(new URLSearchParams(), PADRAO)).toEqual({ q: '', ordenacao: PADRAO, page: 1, filtro: {} });
  });

  it('reads an empty sort as "unsorted" and ignores a broken page or filter', () => {
    const busca = lerBusca(new URLSearchParams('sort=&page=abc&filtro={oops'), PADRAO);
    expect(busca).toEqual({ q: '', ordenacao: null, page: 1, filtro: {} });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const busca = { q: 'silva', ordenacao: { campo: 'nome', direcao: 'desc' as const }, page: 3, filtro: { ativo: false, vazio: '' } };
    const query = escreverBusca(busca, PADRAO);
    expect(query.toString()).toBe('q=silva&sort=nome%2Cdesc&page=3&filtro=%7B%22ativo%22%3Afalse%7D');
    expect(lerBusca(query, PADRAO)).toEqual({ ...busca, filtro: { ativo: false } });
    expect(escreverBusca({ q: '', ordenacao: PADRAO, page: 1, filtro: {} }, PADRAO).toString()).toBe('');
  });
});

describe('the paged call of a list', () => {
  const filtro = {
    campos: [
      { parametro: 'ativo', campo: 'ativo' },
      { parametro: 'cidade', campo: 'cidade' },
      { parametro: 'grupos', campo: 'grupos' },
    ],
  } as unknown as FiltroResolvido;

  it('sends page, rpp, q, sort and the filled filter parameters, references by id', () => {
    const url = urlDaConsulta(
      '/api/setores',
      { q: 'ana', ordenacao: { campo: 'nome', direcao: 'desc' }, page: 2, filtro: { ativo: true, cidade: { id: 5, nome: 'Recife' }, grupos: [{ id: 1 }, { id: 2 }], intruso: 'x' } },
      15,
      filtro,
    );
    expect(url).toBe('/api/setores?page=2&rpp=15&q=ana&sort=nome%2Cdesc&ativo=true&cidade=5&grupos=1&grupos=2');
  });

  it('leaves out the sort when the list is unsorted', () => {
    expect(urlDaConsulta('/api/setores', { q: '', ordenacao: null, page: 1, filtro: {} }, 10, null)).toBe('/api/setores?page=1&rpp=10');
  });
});
