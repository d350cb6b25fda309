import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/shared/api/contract.ts';
import { problemasDaCategoria, type ArredoresDaCategoria, type CategoriaASalvar, type NoDaCategoria } from '../../../src/shared/financeiro/categoria.ts';

// The tree of the management chart: 1 Receitas (synthetic) › 1.1 Doações (synthetic) ›
// 1.1.01 Pessoas físicas (analytic); 2 Despesas (synthetic).

const RECEITAS: NoDaCategoria = { id: 1, codigo: '1', natureza: 'RECEITA', tipo: 'SINTETICA' };
const DOACOES: NoDaCategoria = { id: 2, codigo: '1.1', natureza: 'RECEITA', tipo: 'SINTETICA' };
const PESSOAS_FISICAS: NoDaCategoria = { id: 3, codigo: '1.1.01', natureza: 'RECEITA', tipo: 'ANALITICA' };
const DESPESAS: NoDaCategoria = { id: 4, codigo: '2', natureza: 'DESPESA', tipo: 'SINTETICA' };

const nova = (codigo: string, extra: Partial<CategoriaASalvar> = {}): CategoriaASalvar => ({ id: null, codigo, natureza: 'RECEITA', tipo: 'ANALITICA', ...extra });
const sob = (pai: NoDaCategoria | null, extra: Partial<ArredoresDaCategoria> = {}): ArredoresDaCategoria => ({
  pai,
  acimaDoPai: pai === DOACOES ? [1] : pai === PESSOAS_FISICAS ? [2, 1] : [],
  codigoEmUso: false,
  gravada: null,
  ...extra,
});

describe('problemasDaCategoria', () => {
  it.each<[string, CategoriaASalvar, ArredoresDaCategoria, FieldError[]]>([
    ['a root with a one-number code', nova('3', { natureza: 'DESPESA' }), sob(null), []],
    ['a child one level under its parent', nova('1.1.02'), sob(DOACOES), []],
    ['a synthetic child of the root', nova('1.2', { tipo: 'SINTETICA' }), sob(RECEITAS), []],
    ['a code that is not numbers and dots', nova('1.a'), sob(DOACOES), [{ field: 'codigo', message: 'Use números separados por ponto, como 1 ou 1.1.01.' }]],
    ['a code ending in a dot', nova('1.'), sob(RECEITAS), [{ field: 'codigo', message: 'Use números separados por ponto, como 1 ou 1.1.01.' }]],
    ['a code another category holds', nova('1.1.01'), sob(DOACOES, { codigoEmUso: true }), [{ field: 'codigo', message: 'Já existe uma categoria com este código.' }]],
    [
      'a root with a code of two levels',
      nova('1.5'),
      sob(null),
      [{ field: 'codigo', message: 'Uma categoria sem categoria superior tem um código de um só número, como 1 ou 2.' }],
    ],
    ['a child outside its parent’s code', nova('2.1'), sob(DOACOES), [{ field: 'codigo', message: 'Use o código da categoria superior seguido de um número, como 1.1.01.' }]],
    ['a child two levels under its parent', nova('1.1.01.01'), sob(RECEITAS), [{ field: 'codigo', message: 'Use o código da categoria superior seguido de um número, como 1.01.' }]],
    ['a code that only starts like the parent’s', nova('1.10'), sob(DOACOES), [{ field: 'codigo', message: 'Use o código da categoria superior seguido de um número, como 1.1.01.' }]],
    ['an analytic parent', nova('1.1.01.1'), sob(PESSOAS_FISICAS), [{ field: 'pai', message: 'A categoria superior deve ser sintética.' }]],
    ['another nature than the parent’s', nova('1.1.03', { natureza: 'DESPESA' }), sob(DOACOES), [{ field: 'natureza', message: 'A natureza deve ser a mesma da categoria superior.' }]],
    [
      'itself as its parent',
      { id: 2, codigo: '1.1', natureza: 'RECEITA', tipo: 'SINTETICA' },
      sob(DOACOES),
      [
        { field: 'codigo', message: 'Use o código da categoria superior seguido de um número, como 1.1.01.' },
        { field: 'pai', message: 'Uma categoria não pode ficar abaixo dela mesma nem de uma subcategoria sua.' },
      ],
    ],
    [
      'a subcategory of its own as its parent (a cycle)',
      { id: 1, codigo: '1', natureza: 'RECEITA', tipo: 'SINTETICA' },
      sob(PESSOAS_FISICAS, { gravada: { codigo: '1', natureza: 'RECEITA', subcategorias: 3 } }),
      [
        { field: 'codigo', message: 'Use o código da categoria superior seguido de um número, como 1.1.01.01.' },
        { field: 'pai', message: 'Uma categoria não pode ficar abaixo dela mesma nem de uma subcategoria sua.' },
      ],
    ],
    [
      'a category with subcategories turned analytic, recoded and of another nature',
      { id: 2, codigo: '1.2', natureza: 'DESPESA', tipo: 'ANALITICA' },
      sob(RECEITAS, { gravada: { codigo: '1.1', natureza: 'RECEITA', subcategorias: 2 } }),
      [
        { field: 'tipo', message: 'Uma categoria com subcategorias é sintética.' },
        { field: 'codigo', message: 'Uma categoria com subcategorias não muda de código.' },
        { field: 'natureza', message: 'Uma categoria com subcategorias não muda de natureza.' },
      ],
    ],
    [
      'a category without subcategories may change all of it',
      { id: 3, codigo: '2.1', natureza: 'DESPESA', tipo: 'SINTETICA' },
      sob(DESPESAS, { gravada: { codigo: '1.1.01', natureza: 'RECEITA', subcategorias: 0 } }),
      [],
    ],
    ['empty fields are the required rule’s', { id: null, codigo: null, natureza: null, tipo: null }, sob(DOACOES), []],
  ])('%s', (_caso, categoria, arredores, problemas) => {
    expect(problemasDaCategoria(categoria, arredores)).toEqual(problemas);
  });
});
