import { describe, expect, it } from 'vitest';
import { errosDoPar, posicionar, SEM_POSICAO, type Posicao } from '../../../src/shared/geo/posicao.ts';

// The placement rule, worked case by case: what a save stores given what the record asks for,
// what was stored before, and the seat of the record's municipality.

const RECIFE = { latitude: -8.04666, longitude: -34.8771 };
const OLINDA = { latitude: -8.01017, longitude: -34.8545 };
const NA_PRAIA = { latitude: -8.11, longitude: -34.89 };
const aproximada = (p: typeof RECIFE): Posicao => ({ ...p, aproximada: true });
const exata = (p: typeof RECIFE): Posicao => ({ ...p, aproximada: false });
const nada = { latitude: null, longitude: null };

describe('posicionar', () => {
  it.each([
    ['a new person with a municipality and no point sits at its seat, approximate', nada, null, RECIFE, aproximada(RECIFE)],
    ['a new person with an exact point keeps it, whatever the municipality', NA_PRAIA, null, RECIFE, exata(NA_PRAIA)],
    ['a new person with neither stays off the map', nada, null, null, SEM_POSICAO],
    ['an exact point without a municipality is kept', NA_PRAIA, null, null, exata(NA_PRAIA)],
    ['the approximate point sent back as loaded follows a new municipality', RECIFE, aproximada(RECIFE), OLINDA, aproximada(OLINDA)],
    ['the approximate point sent back, same municipality, stays', RECIFE, aproximada(RECIFE), RECIFE, aproximada(RECIFE)],
    ['a point moved away from the approximate one is exact', NA_PRAIA, aproximada(RECIFE), RECIFE, exata(NA_PRAIA)],
    ['an exact point stays when the municipality changes', NA_PRAIA, exata(NA_PRAIA), OLINDA, exata(NA_PRAIA)],
    ['cleared coordinates go back to the seat, approximate', nada, exata(NA_PRAIA), OLINDA, aproximada(OLINDA)],
    ['an approximate point loses its place when the municipality is removed', RECIFE, aproximada(RECIFE), null, SEM_POSICAO],
    ['an exact point that happens to equal the seat is exact', RECIFE, exata(RECIFE), OLINDA, exata(RECIFE)],
    ['a lone coordinate is no point: the seat', { latitude: -8.1, longitude: null }, null, RECIFE, aproximada(RECIFE)],
  ])('%s', (_caso, pedido, anterior, sede, esperada) => {
    expect(posicionar(pedido, anterior, sede)).toEqual(esperada);
  });
});

describe('errosDoPar', () => {
  it('asks for the missing coordinate of a pair', () => {
    expect(errosDoPar({ latitude: -8.1, longitude: null })).toEqual([{ field: 'longitude', message: 'Informe também a longitude.' }]);
    expect(errosDoPar({ longitude: -34.9 })).toEqual([{ field: 'latitude', message: 'Informe também a latitude.' }]);
  });

  it('accepts both or neither', () => {
    expect(errosDoPar(NA_PRAIA)).toEqual([]);
    expect(errosDoPar(nada)).toEqual([]);
    expect(errosDoPar({})).toEqual([]);
  });
});
