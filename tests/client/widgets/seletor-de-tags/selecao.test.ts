import { describe, expect, it } from 'vitest';
import { comModulo, comTag, estadoDoModulo, modulosFiltrados, tagsOrdenadas } from '../../../../src/client/widgets/seletor-de-tags/selecao.ts';
import { CATALOGO } from './fixtures.ts';

describe('the tag picker\'s selection', () => {
  it('groups the catalogue by module, in order of first appearance, narrowed by code, description or module (accents ignored)', () => {
    expect(modulosFiltrados(CATALOGO, '').map(([m, tags]) => [m, tags.length])).toEqual([
      ['Geral', 1],
      ['Gestão de Pessoas', 2],
      ['Registro de Intervalo', 2],
    ]);
    expect(modulosFiltrados(CATALOGO, 'RELATORIO').map(([m]) => m)).toEqual(['Registro de Intervalo']);
    expect(modulosFiltrados(CATALOGO, 'gestao').flatMap(([, tags]) => tags.map((t) => t.tag))).toEqual(['gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.editar']);
    expect(modulosFiltrados(CATALOGO, 'nada disso')).toEqual([]);
  });

  it('changes one tag or a module\'s changeable tags without touching the rest', () => {
    const inicio = new Set(['administrador']);
    const com = comTag(inicio, 'b', true);
    expect([...com]).toEqual(['administrador', 'b']);
    expect([...inicio]).toEqual(['administrador']);
    expect([...comTag(com, 'administrador', false)]).toEqual(['b']);
    expect(tagsOrdenadas(comModulo(com, ['d', 'c'], true))).toEqual(['administrador', 'b', 'c', 'd']);
    expect([...comModulo(new Set(['c', 'x']), ['c', 'd'], false)]).toEqual(['x']);
  });

  it('tells whether a module is wholly, partly or not chosen', () => {
    expect(estadoDoModulo(new Set(['a', 'b']), ['a', 'b'])).toBe(true);
    expect(estadoDoModulo(new Set(['a']), ['a', 'b'])).toBe('mixed');
    expect(estadoDoModulo(new Set(), ['a', 'b'])).toBe(false);
  });
});
