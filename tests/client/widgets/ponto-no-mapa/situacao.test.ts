import { describe, expect, it } from 'vitest';
import { arredondar, situacaoDoPonto, type PontoCarregado } from '../../../../src/client/widgets/ponto-no-mapa/situacao.ts';
import { cidadeDoRegistro, posicaoDoRegistro } from '../../../../src/client/widgets/ponto-no-mapa/registro.ts';

// What the form's map says before saving, by the rule the save applies.

const RECIFE = { latitude: -8.04666, longitude: -34.8771 };
const NA_PRAIA = { latitude: -8.11, longitude: -34.89 };
const aproximadaEmRecife: PontoCarregado = { posicao: { ...RECIFE, aproximada: true }, cidadeId: 7 };
const nova: PontoCarregado = { posicao: null, cidadeId: null };

describe('situacaoDoPonto', () => {
  it.each([
    ['the approximate point as loaded, same municipality', RECIFE, 7, aproximadaEmRecife, { tipo: 'aproximada', ponto: RECIFE }],
    ['the approximate point, another municipality chosen', RECIFE, 8, aproximadaEmRecife, { tipo: 'sede-ao-salvar' }],
    ['a point picked away from the seat', NA_PRAIA, 7, aproximadaEmRecife, { tipo: 'exata', ponto: NA_PRAIA }],
    ['cleared, with a municipality', { latitude: null, longitude: null }, 7, aproximadaEmRecife, { tipo: 'sede-ao-salvar' }],
    ['a new record with a municipality and no point', {}, 7, nova, { tipo: 'sede-ao-salvar' }],
    ['a new record with neither', {}, null, nova, { tipo: 'sem-localizacao' }],
    ['an exact point without a municipality', NA_PRAIA, null, nova, { tipo: 'exata', ponto: NA_PRAIA }],
  ])('%s', (_caso, atual, cidadeId, carregado, esperada) => {
    expect(situacaoDoPonto(atual, cidadeId, carregado)).toEqual(esperada);
  });

  it('rounds a picked point to six decimals', () => {
    expect(arredondar(-8.123456789)).toBe(-8.123457);
  });
});

describe('reading the record', () => {
  it('reads the municipality as the autocomplete holds it, or a bare id', () => {
    expect(cidadeDoRegistro({ id: 7, nome: 'Recife', estado: { uf: 'PE' } })).toEqual({ id: 7, rotulo: 'Recife - PE' });
    expect(cidadeDoRegistro(7)).toEqual({ id: 7, rotulo: '7' });
    expect(cidadeDoRegistro(null)).toBeNull();
    expect(cidadeDoRegistro('Recife')).toBeNull();
  });

  it('reads the stored point only when both coordinates are there', () => {
    expect(posicaoDoRegistro(RECIFE.latitude, { longitude: RECIFE.longitude, coordenadaAproximada: true })).toEqual({ ...RECIFE, aproximada: true });
    expect(posicaoDoRegistro(RECIFE.latitude, {})).toBeNull();
  });
});
