import { describe, expect, it } from 'vitest';
import { filtroDaReferenciaDoRegistro, filtroDependeDoRegistro } from '../../../src/shared/engine/filtro-da-referencia.ts';

// A rubrica's autocomplete offers the chosen project's: {"projeto": "$projeto"} reads the record.

describe('filtroDaReferenciaDoRegistro', () => {
  it('replaces "$campo" with the id of the record\'s field, and keeps written values', () => {
    expect(filtroDaReferenciaDoRegistro({ projeto: '$projeto', ativo: 'true' }, { projeto: { id: 7, nome: 'Horta' } })).toEqual({ projeto: '7', ativo: 'true' });
    expect(filtroDaReferenciaDoRegistro({ projeto: '$projeto' }, { projeto: 12 })).toEqual({ projeto: '12' });
  });

  it('sends no filter of a field left empty, and nothing when no filter is left', () => {
    expect(filtroDaReferenciaDoRegistro({ projeto: '$projeto', tipo: 'ANALITICA' }, { projeto: null })).toEqual({ tipo: 'ANALITICA' });
    expect(filtroDaReferenciaDoRegistro({ projeto: '$projeto' }, {})).toBeUndefined();
    expect(filtroDaReferenciaDoRegistro({ projeto: '$projeto' }, { projeto: '' })).toBeUndefined();
    expect(filtroDaReferenciaDoRegistro(undefined, { projeto: 1 })).toBeUndefined();
  });

  it('tells a filter that reads the record from one written whole', () => {
    expect(filtroDependeDoRegistro({ projeto: '$projeto' })).toBe(true);
    expect(filtroDependeDoRegistro({ tipo: 'ANALITICA' })).toBe(false);
    expect(filtroDependeDoRegistro(undefined)).toBe(false);
  });
});
