import { describe, expect, it } from 'vitest';
import { carregarMunicipios } from '../../../src/server/seed/municipios.ts';
import { MUNICIPIOS_GRANDES } from '../../../src/server/seed/populacao.ts';

// The demo's people live where Brazilians live: the populations' table must name real towns.

describe('populations of the municipalities', () => {
  it('names every large town of the table as the IBGE list spells it, and weights them above small towns', async () => {
    const municipios = await carregarMunicipios();
    const nomes = new Set(municipios.map((m) => `${m.estado.uf}:${m.nome}`));
    expect(MUNICIPIOS_GRANDES.filter((nome) => !nomes.has(nome))).toEqual([]);
    const saoPaulo = municipios.find((m) => m.estado.uf === 'SP' && m.nome === 'São Paulo');
    expect(saoPaulo?.populacao).toBeGreaterThan(10_000_000);
    const pequenas = municipios.filter((m) => !MUNICIPIOS_GRANDES.includes(`${m.estado.uf}:${m.nome}`));
    expect(Math.max(...pequenas.map((m) => m.populacao))).toBeLessThanOrEqual(120_000);
    const total = municipios.reduce((n, m) => n + m.populacao, 0);
    expect(total).toBeGreaterThan(150_000_000);
    expect(total).toBeLessThan(260_000_000);
  });
});
