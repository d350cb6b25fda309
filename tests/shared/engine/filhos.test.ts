import { describe, expect, it } from 'vitest';
import { expandirFilhos } from '../../../src/shared/engine/filhos.ts';
import type { Model } from '../../../src/shared/engine/types.ts';

// x-filhos: a list whose items are the child model's fields without the key to the parent.

const ID = { type: 'integer', readOnly: true } as const;

const TITULO: Model = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  'x-unidade': true,
  properties: { id: ID, descricao: { type: 'string' }, parcelas: { type: 'array', title: 'Parcelas', 'x-filhos': { modelo: 'parcela', chave: 'titulo' } } },
};

const PARCELA: Model = {
  $id: 'parcela',
  title: 'Parcela',
  type: 'object',
  'x-unidade': true,
  required: ['titulo', 'valor'],
  properties: { id: ID, titulo: { type: 'object', 'x-ref': 'titulo' }, valor: { type: 'number', 'x-tipo': 'money' } },
};

const comFilho = (mudanca: Partial<Model>): Record<string, Model> => ({ titulo: TITULO, parcela: { ...PARCELA, ...mudanca } });

describe('expandirFilhos', () => {
  it("fills the list's items with the child's fields and requirements, the key left out", () => {
    const { modelos, problemas } = expandirFilhos({ titulo: TITULO, parcela: PARCELA });
    expect(problemas).toEqual([]);
    expect(modelos['titulo']?.properties['parcelas']).toEqual({
      type: 'array',
      title: 'Parcelas',
      'x-filhos': { modelo: 'parcela', chave: 'titulo' },
      items: { type: 'object', title: 'Parcela', required: ['valor'], properties: { id: ID, valor: { type: 'number', 'x-tipo': 'money' } } },
    });
    expect(modelos['parcela']).toBe(PARCELA);
  });

  it.each<[string, Record<string, Model>, string, string]>([
    ['an unknown child model', { titulo: TITULO }, '/properties/parcelas/x-filhos/modelo', "Modelo filho desconhecido: 'parcela'."],
    ['a key that is not the child’s reference to the parent', comFilho({ properties: { id: ID, titulo: { type: 'integer' } } }), '/properties/parcelas/x-filhos/chave', "'titulo' não é uma propriedade de 'parcela' com x-ref 'titulo'."],
    ['a child without the unit of its per-unit parent', comFilho({ 'x-unidade': false }), '/properties/parcelas/x-filhos/modelo', "O modelo 'parcela' precisa de x-unidade: as linhas herdam a unidade do registro."],
    ['a child over a view', comFilho({ 'x-visao': 'vw_parcela' }), '/properties/parcelas/x-filhos/modelo', "O modelo 'parcela' não é gravado pelo motor (x-modulo ou x-visao)."],
    ['a child with children of its own', comFilho({ properties: { ...PARCELA.properties, rateios: { type: 'array', 'x-filhos': { modelo: 'rateio', chave: 'parcela' } } } }), '/properties/parcelas/x-filhos/modelo', "O modelo 'parcela' tem filhos próprios; só um nível de filhos é aceito."],
    ['a child with definitions', comFilho({ $defs: { x: { type: 'string' } } }), '/properties/parcelas/x-filhos/modelo', "O modelo 'parcela' usa $defs; os campos de um filho são escritos por inteiro."],
  ])('reports %s on the parent’s property', (_caso, modelos, caminho, mensagem) => {
    const { problemas, modelos: expandidos } = expandirFilhos(modelos);
    expect(problemas).toContainEqual({ modelo: 'titulo', caminho, mensagem });
    expect(expandidos['titulo']?.properties['parcelas']?.items).toBeUndefined();
  });

  it('refuses a model as the child of two lists', () => {
    const outro: Model = { ...TITULO, $id: 'contrato', properties: { ...TITULO.properties } };
    const { problemas } = expandirFilhos({ titulo: TITULO, contrato: outro, parcela: PARCELA });
    expect(problemas.map((p) => p.mensagem)).toContain("O modelo 'parcela' já é filho de titulo.parcelas.");
  });
});
