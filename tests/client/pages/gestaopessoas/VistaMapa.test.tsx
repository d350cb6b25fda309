import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { irParaCadastro } from '../../../../src/client/pages/gestaopessoas/mapa/irParaCadastro.ts';
import { cacheDeNomes } from '../../../../src/client/pages/gestaopessoas/mapa/nomes.ts';
import { ZOOM_MAXIMO_DO_INDICE_GROSSO, ZOOM_MAXIMO_DOS_GRUPOS, agrupar, espalharSobrepostos, indexar, zoomDeAbertura } from '../../../../src/client/pages/gestaopessoas/mapa/agrupamento.ts';
import { separarItens } from '../../../../src/client/pages/gestaopessoas/mapa/respostaDoMapa.ts';
import { URL_PADRAO_DOS_TILES, urlDosTiles } from '../../../../src/client/components/mapa/tiles.ts';
import { MARIA, PRIMEIRA_CARGA, TAGS_FORNECEDORES, abrirCadastro, parametros } from './support.tsx';

// jsdom lays nothing out: the map is given a size, or the clustering, which draws only what is
// in view, would draw nothing. jsdom has no Worker: supercluster runs on the page's thread.
const TAMANHOS = { clientWidth: 800, clientHeight: 500 } as const;
const originais = Object.fromEntries(
  Object.keys(TAMANHOS).map((chave) => [chave, Object.getOwnPropertyDescriptor(HTMLElement.prototype, chave)]),
);

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
  for (const [chave, valor] of Object.entries(TAMANHOS)) {
    Object.defineProperty(HTMLElement.prototype, chave, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? valor : 0;
      },
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const [chave, descritor] of Object.entries(originais)) if (descritor) Object.defineProperty(HTMLElement.prototype, chave, descritor);
});

const NOMES: Record<number, string> = { 1: 'Maria da Silva', 2: 'Acme Ltda' };

function abrirMapa(path = '/gestaopessoas/lista?vista=mapa', itens: unknown[] = [{ id: 1, lat: -23.55, lng: -46.63 }, { id: 2, lat: -8.05, lng: -34.9 }], tags?: readonly string[]) {
  const mapas: RecordedCall[] = [];
  const cadastro = abrirCadastro(path, {
    ...(tags ? { tags } : {}),
    outros: {
      'POST /api/pessoas/mapa': (call: RecordedCall) => {
        mapas.push(call);
        return json({ content: itens });
      },
      'GET /api/pessoas/1/resumo': { content: { id: 1, codigo: 101, nome: NOMES[1] } },
      'GET /api/pessoas/2/resumo': { content: { id: 2, codigo: 102, nome: NOMES[2] } },
    },
  });
  return { ...cadastro, mapas };
}

const marcadores = () => [...document.querySelectorAll<HTMLElement>('.alicerce-marcador-pessoa')];
/** A marker is named by its id until its name arrives (on hover or focus). */
const marcador = (id: number) => document.querySelector<HTMLElement>(`.alicerce-marcador-pessoa[aria-label="Pessoa ${id}"]`);

describe('the people register, Mapa view', { timeout: 20_000 }, () => {
  it('asks POST /api/pessoas/mapa around central Brazil, radius 2000, this unit, with the filter body', async () => {
    const { mapas } = abrirMapa('/gestaopessoas/lista?vista=mapa&q=silva');
    await waitFor(() => expect(mapas).toHaveLength(1), PRIMEIRA_CARGA);
    const query = parametros(mapas[0]);
    expect(query.get('latitude')).toBe('-15.78000');
    expect(query.get('longitude')).toBe('-47.93000');
    expect(query.get('raio')).toBe('2000');
    expect(query.get('todasUnidades')).toBe('false');
    expect(query.get('zoom')).toBe('4');
    expect(mapas[0]?.body).toEqual({ q: 'silva' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('region', { name: 'Mapa de pessoas' })).toBeInTheDocument();
    expect(await screen.findByText('2 pessoas no mapa')).toBeInTheDocument();
    // The register asked before the map mounted, and the map took that reply: one request.
    expect(mapas).toHaveLength(1);
  });

  it('switched to from the grid, asks the markers once and not the grid again', async () => {
    const { mapas, pedidos } = abrirMapa('/gestaopessoas/lista');
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    const daGrade = pedidos().length;
    await userEvent.click(screen.getByRole('button', { name: 'Mapa' }));
    expect(await screen.findByText('2 pessoas no mapa', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(mapas).toHaveLength(1);
    expect(pedidos()).toHaveLength(daGrade);
  });

  it('draws a marker per person; clicking one asks "Cadastro da Pessoa" and confirming opens the record', async () => {
    const usuario = userEvent.setup();
    const { currentUrl } = abrirMapa();
    await waitFor(() => expect(marcadores()).toHaveLength(2), PRIMEIRA_CARGA);
    const primeiro = marcador(1);
    await waitFor(() => expect(primeiro).toHaveAttribute('role', 'button'));
    fireEvent.click(primeiro!);

    const dialogo = await screen.findByRole('alertdialog', { name: 'Cadastro da Pessoa', hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja realmente ir para o cadastro da pessoa Maria da Silva ?'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar', hidden: true }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/pessoa/1'));
  });

  it('stays on the map when the question is cancelled', async () => {
    const usuario = userEvent.setup();
    const { currentUrl } = abrirMapa();
    await waitFor(() => expect(marcadores()).toHaveLength(2), PRIMEIRA_CARGA);
    fireEvent.click(marcador(2)!);
    const dialogo = await screen.findByRole('alertdialog', { name: 'Cadastro da Pessoa', hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja realmente ir para o cadastro da pessoa Acme Ltda ?'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cancelar', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(currentUrl()).toBe('/gestaopessoas/lista?vista=mapa');
  });

  it('shows the name on hover, asked of the server once', async () => {
    const { callsTo } = abrirMapa();
    await waitFor(() => expect(marcadores()).toHaveLength(2), PRIMEIRA_CARGA);
    const maria = marcador(1)!;
    fireEvent.mouseOver(maria);
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    await waitFor(() => expect(maria).toHaveAttribute('aria-label', 'Maria da Silva'));
    fireEvent.mouseOut(maria);
    fireEvent.mouseOver(maria);
    expect(callsTo('GET', '/api/pessoas/1/resumo')).toHaveLength(1);
  });

  it('clusters people close together in the browser; clicking the cluster zooms in until each shows alone', async () => {
    // Five people a kilometre apart in São Paulo: one dot at zoom 4.
    const vizinhos = Array.from({ length: 5 }, (_, i) => ({ id: 10 + i, lat: -23.55 + i * 0.01, lng: -46.63 }));
    abrirMapa('/gestaopessoas/lista?vista=mapa', vizinhos);
    expect(await screen.findByText('5', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(marcadores()).toHaveLength(0);
    await waitFor(() => expect(screen.getByText('5 pessoas no mapa')).toBeInTheDocument());
    for (let clique = 0; clique < 10 && marcadores().length < 5; clique++) {
      const grupo = document.querySelector<HTMLElement>('.alicerce-grupo');
      if (grupo) fireEvent.click(grupo);
      await waitFor(() => expect(document.querySelector('.alicerce-grupo') === null || marcadores().length > 0).toBe(true));
    }
    await waitFor(() => expect(marcadores()).toHaveLength(5));
    expect(document.querySelector('.alicerce-grupo')).toBeNull();
  });

  it("draws the states' outline under the markers; without tiles, fills it as land and says why", async () => {
    abrirMapa();
    await waitFor(() => expect(marcadores()).toHaveLength(2), PRIMEIRA_CARGA);
    const contorno = document.querySelectorAll('.leaflet-overlay-pane path');
    expect(contorno).toHaveLength(27);
    await waitFor(() => expect(contorno[0]).toHaveAttribute('fill', 'none'));
    const mapa = document.querySelector('.leaflet-container');
    await waitFor(() => expect(mapa).not.toHaveClass('alicerce-sem-tiles'));

    const tile = document.querySelector<HTMLImageElement>('img.leaflet-tile');
    fireEvent.error(tile!);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sem as imagens do mapa: mostrando as divisas dos estados.'));
    await waitFor(() => expect(mapa).toHaveClass('alicerce-sem-tiles'));
    await waitFor(() => expect(document.querySelector('.leaflet-overlay-pane path')).toHaveAttribute('fill', '#faf9f8'));
  });

  it("shows the server's clusters as count markers", async () => {
    abrirMapa('/gestaopessoas/lista?vista=mapa', [
      { lat: -23.5, lng: -46.6, quantidade: 25_000 },
      { id: 9, lat: -3.1, lng: -60 },
    ]);
    expect(await screen.findByText('25.000', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(await screen.findByText('25.001 pessoas no mapa')).toBeInTheDocument();
  });

  it("zooms in on a server's cluster and asks again for the new view", async () => {
    const { mapas } = abrirMapa('/gestaopessoas/lista?vista=mapa', [{ lat: -23.5, lng: -46.6, quantidade: 25_000 }]);
    const grupo = await screen.findByText('25.000', {}, PRIMEIRA_CARGA);
    fireEvent.click(grupo.closest('.alicerce-grupo')!);
    await waitFor(() => expect(mapas).toHaveLength(2));
    const query = parametros(mapas[1]);
    expect(query.get('zoom')).toBe('6');
    expect(query.get('latitude')).toBe('-23.50000');
    expect(query.get('bbox')).toMatch(/^-?\d+\.\d{5}(,-?\d+\.\d{5}){3}$/);
  });

  it('opens supplier records in supplier mode', async () => {
    const usuario = userEvent.setup();
    const { currentUrl, mapas } = abrirMapa('/financeiro/fornecedor?vista=mapa', undefined, TAGS_FORNECEDORES);
    await waitFor(() => expect(marcadores()).toHaveLength(2), PRIMEIRA_CARGA);
    expect(mapas[0]?.body).toEqual({ fornecedor: true });
    fireEvent.click(marcador(2)!);
    const dialogo = await screen.findByRole('alertdialog', { name: 'Cadastro da Pessoa', hidden: true });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar', hidden: true }));
    await waitFor(() => expect(currentUrl()).toBe('/financeiro/fornecedor/2'));
  });
});

describe('the map pieces', () => {
  it('reads markers and clusters from the reply', () => {
    expect(separarItens([{ id: 1, lat: 1, lng: 2 }, { lat: 3, lng: 4, quantidade: 5 }])).toEqual({
      pessoas: [{ id: 1, lat: 1, lng: 2 }],
      grupos: [{ lat: 3, lng: 4, quantidade: 5 }],
    });
  });

  it('clusters by zoom and view: every person counted once, none outside the box, a cluster opening at a finer zoom', () => {
    const pessoas = [
      ...Array.from({ length: 50 }, (_, i) => ({ id: i + 1, lat: -23.5 + (i % 10) * 0.02, lng: -46.6 + Math.floor(i / 10) * 0.02 })),
      { id: 99, lat: -3.1, lng: -60 },
    ];
    const indice = indexar({ ids: Int32Array.from(pessoas, (p) => p.id), lats: Float64Array.from(pessoas, (p) => p.lat), lngs: Float64Array.from(pessoas, (p) => p.lng) });
    const conta = (itens: ReturnType<typeof agrupar>) => itens.reduce((n, i) => n + (i.tipo === 'grupo' ? i.quantidade : 1), 0);
    const brasil = agrupar(indice, [-75, -35, -30, 6], 4);
    expect(conta(brasil)).toBe(51);
    expect(brasil.find((i) => i.tipo === 'pessoa')).toEqual({ tipo: 'pessoa', id: 99, lat: expect.closeTo(-3.1, 9), lng: expect.closeTo(-60, 9) });
    const grupo = brasil.find((i) => i.tipo === 'grupo');
    expect(grupo).toMatchObject({ quantidade: 50 });
    // São Paulo alone: Manaus is outside the box.
    expect(conta(agrupar(indice, [-47, -24, -46, -23], 4))).toBe(50);
    const abertura = zoomDeAbertura(indice, grupo?.tipo === 'grupo' ? grupo.grupoId : 0, 4);
    expect(abertura).toBeGreaterThan(4);
    expect(agrupar(indice, [-47, -24, -46, -23], abertura).length).toBeGreaterThan(1);
    expect(agrupar(indice, [-47, -24, -46, -23], 18)).toHaveLength(50);
  });

  it('builds the fine zooms only when asked, and counts everyone on either side of the coarse part', () => {
    // A block of 40 people about 55 m apart: one cluster from the country down to a street.
    const pessoas = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, lat: -23.55 + (i % 8) * 0.0005, lng: -46.63 + Math.floor(i / 8) * 0.0005 }));
    const indice = indexar({ ids: Int32Array.from(pessoas, (p) => p.id), lats: Float64Array.from(pessoas, (p) => p.lat), lngs: Float64Array.from(pessoas, (p) => p.lng) });
    const caixa: [number, number, number, number] = [-46.7, -23.6, -46.6, -23.5];
    const conta = (itens: ReturnType<typeof agrupar>) => itens.reduce((n, i) => n + (i.tipo === 'grupo' ? i.quantidade : 1), 0);
    expect(conta(agrupar(indice, caixa, ZOOM_MAXIMO_DO_INDICE_GROSSO))).toBe(40);
    expect(indice.fino).toBeNull();

    const fino = agrupar(indice, caixa, ZOOM_MAXIMO_DO_INDICE_GROSSO + 1);
    expect(indice.fino).not.toBeNull();
    expect(conta(fino)).toBe(40);
    const grupo = fino.find((i) => i.tipo === 'grupo');
    if (grupo?.tipo !== 'grupo') throw new Error('Sem grupo no zoom fino.');
    // The fine part answers for its own clusters: they split further in.
    const abertura = zoomDeAbertura(indice, grupo.grupoId, ZOOM_MAXIMO_DO_INDICE_GROSSO + 1);
    expect(abertura).toBeGreaterThan(ZOOM_MAXIMO_DO_INDICE_GROSSO + 1);
    expect(agrupar(indice, caixa, ZOOM_MAXIMO_DOS_GRUPOS + 1)).toHaveLength(40);
  });

  it('lays people at the very same point around it, so each is reachable close up; others stay put', () => {
    // Five people at Recife's seat (approximate points) and one elsewhere.
    const pessoas = [...[14, 11, 13, 10, 12].map((id) => ({ id, lat: -8.04666, lng: -34.8771 })), { id: 20, lat: -8.1, lng: -34.9 }];
    const pontos = { ids: Int32Array.from(pessoas, (p) => p.id), lats: Float64Array.from(pessoas, (p) => p.lat), lngs: Float64Array.from(pessoas, (p) => p.lng) };
    const espalhados = espalharSobrepostos(pontos);
    const posicoes = new Set(Array.from(espalhados.ids, (_, i) => `${espalhados.lats[i]},${espalhados.lngs[i]}`));
    expect(posicoes.size).toBe(6);
    // The lowest id keeps the point; the stranger is untouched; the group stays within 150 m.
    expect([espalhados.lats[3], espalhados.lngs[3]]).toEqual([-8.04666, -34.8771]);
    expect([espalhados.lats[5], espalhados.lngs[5]]).toEqual([-8.1, -34.9]);
    for (let i = 0; i < 5; i++) expect(Math.hypot((espalhados.lats[i] ?? 0) + 8.04666, (espalhados.lngs[i] ?? 0) + 34.8771) * 111_195).toBeLessThan(150);

    const caixa: [number, number, number, number] = [-34.9, -8.06, -34.86, -8.03];
    const perto = agrupar(indexar(pontos), caixa, ZOOM_MAXIMO_DOS_GRUPOS + 1);
    expect(perto.map((i) => (i.tipo === 'pessoa' ? i.id : 0)).sort()).toEqual([10, 11, 12, 13, 14]);
    expect(new Set(perto.map((i) => `${i.lat},${i.lng}`)).size).toBe(5);
  });

  it('reads the tiles URL through one function (the parameters will replace the default)', () => {
    expect(urlDosTiles()).toBe(URL_PADRAO_DOS_TILES);
    expect(URL_PADRAO_DOS_TILES).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('asks each name once and asks again after a failure', async () => {
    const buscar = vi.fn(async (id: number) => {
      if (buscar.mock.calls.length === 1) throw new Error('falhou');
      return `Pessoa ${id}`;
    });
    const nomeDa = cacheDeNomes(buscar);
    await expect(nomeDa(3)).rejects.toThrow('falhou');
    expect(await nomeDa(3)).toBe('Pessoa 3');
    expect(await nomeDa(3)).toBe('Pessoa 3');
    expect(buscar).toHaveBeenCalledTimes(2);
  });

  it('confirms with the specification texts before navigating, and not at all without an edit route', async () => {
    const confirmar = vi.fn(async () => true);
    const navegar = vi.fn();
    const passos = { nomeDa: async () => 'Ana', confirmar, navegar, caminhoDaEdicao: (id: number) => `/gestaopessoas/pessoa/${id}` };
    expect(await irParaCadastro(5, passos)).toBe(true);
    expect(confirmar).toHaveBeenCalledWith({ titulo: 'Cadastro da Pessoa', mensagem: 'Deseja realmente ir para o cadastro da pessoa Ana ?' });
    expect(navegar).toHaveBeenCalledWith('/gestaopessoas/pessoa/5');

    confirmar.mockClear();
    expect(await irParaCadastro(5, { ...passos, caminhoDaEdicao: () => null })).toBe(false);
    expect(confirmar).not.toHaveBeenCalled();
  });
});
