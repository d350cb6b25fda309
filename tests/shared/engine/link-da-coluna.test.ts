import { describe, expect, it } from 'vitest';
import { caminhoDoLink, camposDoLink } from '../../../src/shared/engine/link-da-coluna.ts';
import { resolverLista } from '../../../src/shared/engine/resolver-lista.ts';
import type { Model } from '../../../src/shared/engine/types.ts';

const LINK = '/financeiro/{rotaDoTitulo}/{titulo}';

const MODELO: Model = {
  $id: 'tituloDefinido',
  title: 'Título definido',
  type: 'object',
  properties: { id: { type: 'integer' }, titulo: { type: 'integer', title: 'Título' }, rotaDoTitulo: { type: 'string' } },
};

describe("a list column's link", () => {
  it('fills each {campo} with the row’s value', () => {
    expect(camposDoLink(LINK)).toEqual(['rotaDoTitulo', 'titulo']);
    expect(caminhoDoLink(LINK, { rotaDoTitulo: 'despesa', titulo: 42 })).toBe('/financeiro/despesa/42');
  });

  it('is no link when a value is missing', () => {
    expect(caminhoDoLink(LINK, { rotaDoTitulo: 'despesa', titulo: null })).toBeNull();
    expect(caminhoDoLink(LINK, { titulo: 42, rotaDoTitulo: '' })).toBeNull();
  });

  it('is resolved with the column, and only over the model’s fields', () => {
    const [coluna] = resolverLista({ colunas: [{ campo: 'titulo', link: LINK }] }, MODELO).colunas;
    expect(coluna?.link).toBe(LINK);
    expect(() => resolverLista({ colunas: [{ campo: 'titulo', link: '/financeiro/{tela}/{titulo}' }] }, MODELO)).toThrow();
  });
});
