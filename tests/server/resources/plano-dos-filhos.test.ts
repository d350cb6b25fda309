import { describe, expect, it } from 'vitest';
import { planejarFilhos, type Linha, type PlanoDosFilhos } from '../../../src/server/resources/plano-dos-filhos.ts';

// The diff of a child table on save: ids kept only for the record's own rows, once each.

const linha = (id?: unknown, valor = 1): Linha => (id === undefined ? { valor } : { id, valor });

describe('planejarFilhos', () => {
  it.each<[string, number[], Linha[], PlanoDosFilhos]>([
    ['a new record: every row is inserted in order', [], [linha(), linha(undefined, 2)], { atualizar: [], inserir: [{ ordem: 0, linha: linha() }, { ordem: 1, linha: linha(undefined, 2) }], excluir: [] }],
    ['the same rows back: updated in place', [1, 2], [linha(1), linha(2)], { atualizar: [{ id: 1, ordem: 0, linha: linha(1) }, { id: 2, ordem: 1, linha: linha(2) }], inserir: [], excluir: [] }],
    ['reordered: each at its new position', [1, 2], [linha(2), linha(1)], { atualizar: [{ id: 2, ordem: 0, linha: linha(2) }, { id: 1, ordem: 1, linha: linha(1) }], inserir: [], excluir: [] }],
    ['a row left out is deleted', [1, 2, 3], [linha(3)], { atualizar: [{ id: 3, ordem: 0, linha: linha(3) }], inserir: [], excluir: [1, 2] }],
    ['an empty list deletes them all', [1, 2], [], { atualizar: [], inserir: [], excluir: [1, 2] }],
    ['an id the record never had is a new row', [1], [linha(1), linha(99)], { atualizar: [{ id: 1, ordem: 0, linha: linha(1) }], inserir: [{ ordem: 1, linha: linha(99) }], excluir: [] }],
    ['the same id twice: the second is a new row', [1], [linha(1), linha(1, 5)], { atualizar: [{ id: 1, ordem: 0, linha: linha(1) }], inserir: [{ ordem: 1, linha: linha(1, 5) }], excluir: [] }],
    ['an id that is not a number is a new row', [1], [linha('1')], { atualizar: [], inserir: [{ ordem: 0, linha: linha('1') }], excluir: [1] }],
  ])('%s', (_caso, gravados, enviados, plano) => {
    expect(planejarFilhos(gravados, enviados)).toEqual(plano);
  });
});
