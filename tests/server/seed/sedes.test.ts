import { describe, expect, it } from 'vitest';
import contorno from '../../../src/client/components/mapa/contorno-ufs.json' with { type: 'json' };
import { ESTADOS } from '../../../src/server/seed/estados.ts';
import { carregarMunicipios } from '../../../src/server/seed/municipios.ts';
import { lerSedes } from '../../../src/server/seed/sedes.ts';

// Every municipality sits at its seat's real coordinates (dados/municipios-sedes.csv), not at a
// point made up inside its state.

type Anel = readonly (readonly number[])[];
const FERNANDO_DE_NORONHA = 2605459;

const aneis = (g: { type: string; coordinates: unknown }): Anel[] =>
  g.type === 'Polygon' ? (g.coordinates as Anel[]) : (g.coordinates as Anel[][]).flat();

function dentro([x, y]: readonly [number, number], todos: readonly Anel[]): boolean {
  let dentro = false;
  for (const anel of todos)
    for (let i = 0, j = anel.length - 1; i < anel.length; j = i++) {
      const [xi = 0, yi = 0] = anel[i] ?? [];
      const [xj = 0, yj = 0] = anel[j] ?? [];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) dentro = !dentro;
    }
  return dentro;
}

/** Kilometres from the point to the nearest edge (plane approximation, enough for a few km). */
function distancia([x, y]: readonly [number, number], todos: readonly Anel[]): number {
  let menor = Infinity;
  for (const anel of todos)
    for (let i = 1; i < anel.length; i++) {
      const [x1 = 0, y1 = 0] = anel[i - 1] ?? [];
      const [x2 = 0, y2 = 0] = anel[i] ?? [];
      const [dx, dy] = [x2 - x1, y2 - y1];
      const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
      menor = Math.min(menor, Math.hypot(x - x1 - t * dx, y - y1 - t * dy));
    }
  return menor * 111;
}

describe('the seats of the municipalities', () => {
  it('has the 5,570 IBGE codes, each once, each with its seat', async () => {
    const municipios = await carregarMunicipios();
    expect(municipios).toHaveLength(5570);
    expect(new Set(municipios.map((m) => m.codigoIbge)).size).toBe(5570);
  });

  it.each([
    ['São Paulo', 3550308, -23.5329, -46.6395],
    ['Campinas (SP)', 3509502, -22.9053, -47.0659],
    ['Uberlândia (MG)', 3170206, -18.9141, -48.2749],
    ['Mossoró (RN)', 2408003, -5.18374, -37.3474],
    ['Altamira (PA)', 1500602, -3.20407, -52.21],
    ['Santarém (PA)', 1506807, -2.43849, -54.6996],
    ['Chuí (RS)', 4305439, -33.6866, -53.4594],
    ['Oiapoque (AP)', 1600501, 3.84074, -51.8331],
  ])('places %s at its seat', async (_nome, codigo, lat, lng) => {
    const municipio = (await carregarMunicipios()).find((m) => m.codigoIbge === codigo);
    expect(municipio?.lat).toBeCloseTo(lat, 3);
    expect(municipio?.lng).toBeCloseTo(lng, 3);
  });

  it('puts every seat inside its state, or within 20 km of its outline (coast, borders)', async () => {
    const porUf = new Map(contorno.features.map((f) => [f.properties.uf, aneis(f.geometry)]));
    expect([...porUf.keys()].sort()).toEqual(ESTADOS.map((e) => e.uf).sort());
    const fora = (await carregarMunicipios())
      .filter((m) => m.codigoIbge !== FERNANDO_DE_NORONHA)
      .filter((m) => {
        const estado = porUf.get(m.estado.uf) ?? [];
        const ponto = [m.lng, m.lat] as const;
        return !dentro(ponto, estado) && distancia(ponto, estado) > 20;
      })
      .map((m) => `${m.codigoIbge} ${m.nome}/${m.estado.uf}`);
    expect(fora).toEqual([]);
  });

  it('refuses a malformed table, naming the row', () => {
    expect(() => lerSedes('codigo_ibge,latitude,longitude\n3550308,-23.5,-46.6\n3509502,x,-47')).toThrow('municipios-sedes.csv, linha 3: 3509502,x,-47');
    expect(() => lerSedes('codigo,lat,lng\n1,2,3')).toThrow('cabeçalho inesperado');
  });
});
