import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/shared/api/contract.ts';
import type { NoDaCategoria } from '../../../src/shared/financeiro/categoria.ts';
import { problemasDasCategoriasEscolhidas, type CategoriaEscolhida } from '../../../src/shared/financeiro/referencias.ts';

const SALARIOS: NoDaCategoria = { id: 1, codigo: '2.1.01', natureza: 'DESPESA', tipo: 'ANALITICA' };
const PESSOAL: NoDaCategoria = { id: 2, codigo: '2.1', natureza: 'DESPESA', tipo: 'SINTETICA' };
const JUROS_RECEBIDOS: NoDaCategoria = { id: 3, codigo: '1.5.02', natureza: 'RECEITA', tipo: 'ANALITICA' };

describe('problemasDasCategoriasEscolhidas', () => {
  it.each<[string, CategoriaEscolhida[], FieldError[]]>([
    ['analytic categories', [{ campo: 'categoriaReceita', categoria: JUROS_RECEBIDOS }, { campo: 'categoriaDespesa', categoria: SALARIOS }], []],
    ['none chosen', [{ campo: 'categoria', categoria: null, soDespesa: true }], []],
    ['a synthetic one', [{ campo: 'categoriaDespesa', categoria: PESSOAL }], [{ field: 'categoriaDespesa', message: 'Escolha uma categoria analítica.' }]],
    ['an expense one where only expenses go', [{ campo: 'categoria', categoria: SALARIOS, soDespesa: true }], []],
    ['a revenue one where only expenses go', [{ campo: 'categoria', categoria: JUROS_RECEBIDOS, soDespesa: true }], [{ field: 'categoria', message: 'Escolha uma categoria de despesa.' }]],
  ])('%s', (_caso, escolhidas, problemas) => {
    expect(problemasDasCategoriasEscolhidas(escolhidas)).toEqual(problemas);
  });
});
