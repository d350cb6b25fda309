import Supercluster from 'supercluster';

// The people of the map clustered in the browser by supercluster: the index is built once per
// reply (a kd-tree per zoom level), and each zoom or move asks it for the view's clusters and
// people, which takes milliseconds whatever the number of people. The index runs in a worker
// (agrupador.worker.ts) where the browser has them; these functions are the same there and here.

/** The people as the index takes them: parallel arrays (transferable to a worker without copying). */
export interface PontosDoMapa {
  ids: Int32Array;
  lats: Float64Array;
  lngs: Float64Array;
}

/** 'oeste,sul,leste,norte' in degrees, as supercluster and Leaflet's bounds read it. */
export type Caixa = [oeste: number, sul: number, leste: number, norte: number];

export type ItemAgrupado =
  | { tipo: 'pessoa'; id: number; lat: number; lng: number }
  | { tipo: 'grupo'; grupoId: number; lat: number; lng: number; quantidade: number };

/** Pixels (at Leaflet's 256 px tiles) within which people join one cluster. */
const RAIO_DO_GRUPO = 60;
/**
 * Beyond this zoom (a few streets in view: a few hundred people even downtown) every person shows
 * alone. Each level costs build time: up to 17 took a second for 148,000 people on a 2-core
 * office machine, up to 14 under half.
 */
export const ZOOM_MAXIMO_DOS_GRUPOS = 14;
/**
 * The index comes in two parts: up to this zoom the coarse one, built from the people as soon
 * as they arrive (about 100 ms for 100,000 people, against 230 to 400 ms for every level), so the
 * first view shows early; beyond it the fine one, built after the first view is answered, or
 * when a zoom first needs it. A zoom level always takes its clusters from the same part.
 */
export const ZOOM_MAXIMO_DO_INDICE_GROSSO = 11;

type Propriedades = { id: number };
type Indice = Supercluster<Propriedades, Propriedades>;

export interface IndiceDoMapa {
  pontos: PontosDoMapa;
  grosso: Indice;
  fino: Indice | null;
}

function construir(pontos: PontosDoMapa, minZoom: number, maxZoom: number): Indice {
  const { ids, lats, lngs } = pontos;
  const pessoas = Array.from(ids, (id, i) => ({
    type: 'Feature' as const,
    properties: { id },
    geometry: { type: 'Point' as const, coordinates: [lngs[i] ?? 0, lats[i] ?? 0] },
  }));
  return new Supercluster<Propriedades, Propriedades>({ radius: RAIO_DO_GRUPO, extent: 256, minZoom, maxZoom }).load(pessoas);
}

/** Metres between neighbours of a spread group: 16 px markers stand apart from zoom 15 on (under 5 m a pixel). */
const PASSO_DO_ESPALHAMENTO_M = 60;
const METROS_POR_GRAU = 111_195;
const ANGULO_DOURADO = Math.PI * (3 - Math.sqrt(5));

/**
 * People at the very same point (a municipality's seat, a building) would be one marker at any
 * zoom, the others under it out of reach: each such group is laid out around its point on a
 * sunflower spiral, the lowest id at the point itself, so that every person can be hovered and
 * clicked once the map is close. Only where the marker is drawn moves, never the stored point.
 */
export function espalharSobrepostos(pontos: PontosDoMapa): PontosDoMapa {
  const { ids } = pontos;
  const lats = Float64Array.from(pontos.lats);
  const lngs = Float64Array.from(pontos.lngs);
  for (const juntos of sobrepostos(pontos)) {
    const [lat = 0, lng = 0] = [pontos.lats[juntos[0] ?? 0], pontos.lngs[juntos[0] ?? 0]];
    const encolher = Math.cos((lat * Math.PI) / 180);
    juntos.sort((a, b) => (ids[a] ?? 0) - (ids[b] ?? 0));
    juntos.forEach((indice, k) => {
      const raio = (PASSO_DO_ESPALHAMENTO_M * Math.sqrt(k)) / METROS_POR_GRAU;
      lats[indice] = lat + raio * Math.sin(k * ANGULO_DOURADO);
      lngs[indice] = lng + (raio * Math.cos(k * ANGULO_DOURADO)) / encolher;
    });
  }
  return { ids, lats, lngs };
}

/**
 * The groups of indices at the very same point, found with an open-addressing table of typed
 * arrays keyed by the coordinates' bits: no allocation per person, so 100,000 scattered people
 * cost a few milliseconds.
 */
function sobrepostos({ lats, lngs }: PontosDoMapa): number[][] {
  const n = lats.length;
  let tamanho = 1;
  while (tamanho < n * 2) tamanho <<= 1;
  const tabela = new Int32Array(tamanho).fill(-1);
  // The indices at one point, chained from the first one found.
  const proximo = new Int32Array(n).fill(-1);
  const bitsLat = new Uint32Array(lats.buffer, lats.byteOffset, n * 2);
  const bitsLng = new Uint32Array(lngs.buffer, lngs.byteOffset, n * 2);
  const cabecas: number[] = [];
  for (let i = 0; i < n; i++) {
    const hash = Math.imul((bitsLat[2 * i] ?? 0) ^ (bitsLat[2 * i + 1] ?? 0), 0x9e3779b1) ^ Math.imul((bitsLng[2 * i] ?? 0) ^ (bitsLng[2 * i + 1] ?? 0), 0x85ebca6b);
    for (let j = hash & (tamanho - 1); ; j = (j + 1) & (tamanho - 1)) {
      const k = tabela[j] ?? -1;
      if (k === -1) {
        tabela[j] = i;
        break;
      }
      if (lats[k] === lats[i] && lngs[k] === lngs[i]) {
        if (proximo[k] === -1) cabecas.push(k);
        proximo[i] = proximo[k] ?? -1;
        proximo[k] = i;
        break;
      }
    }
  }
  return cabecas.map((cabeca) => {
    const juntos: number[] = [];
    for (let i = cabeca; i !== -1; i = proximo[i] ?? -1) juntos.push(i);
    return juntos;
  });
}

/** The coarse part of the index, enough for the zooms up to ZOOM_MAXIMO_DO_INDICE_GROSSO. */
export function indexar(pontos: PontosDoMapa): IndiceDoMapa {
  const espalhados = espalharSobrepostos(pontos);
  return { pontos: espalhados, grosso: construir(espalhados, 0, ZOOM_MAXIMO_DO_INDICE_GROSSO), fino: null };
}

/** Builds the fine part, if not yet built. */
export function completar(indice: IndiceDoMapa): Indice {
  indice.fino ??= construir(indice.pontos, ZOOM_MAXIMO_DO_INDICE_GROSSO + 1, ZOOM_MAXIMO_DOS_GRUPOS);
  return indice.fino;
}

const parteDoZoom = (indice: IndiceDoMapa, zoom: number) => (zoom <= ZOOM_MAXIMO_DO_INDICE_GROSSO ? indice.grosso : completar(indice));

export function agrupar(indice: IndiceDoMapa, caixa: Caixa, zoom: number): ItemAgrupado[] {
  const nivel = Math.round(zoom);
  return parteDoZoom(indice, nivel)
    .getClusters(caixa, nivel)
    .map((f) => {
      const [lng = 0, lat = 0] = f.geometry.coordinates;
      const p = f.properties;
      return 'cluster' in p ? { tipo: 'grupo', grupoId: p.cluster_id, lat, lng, quantidade: p.point_count } : { tipo: 'pessoa', id: p.id, lat, lng };
    });
}

/** The zoom at which a cluster shown at `zoom` splits into several: a click on it goes there. */
export function zoomDeAbertura(indice: IndiceDoMapa, grupoId: number, zoom: number): number {
  return parteDoZoom(indice, Math.round(zoom)).getClusterExpansionZoom(grupoId);
}

// The messages between the page and the worker (agrupador.ts, agrupador.worker.ts).

export type PedidoAoAgrupador =
  | { tipo: 'carregar'; pontos: PontosDoMapa }
  | { tipo: 'agrupar'; pedido: number; caixa: Caixa; zoom: number }
  | { tipo: 'abrir'; pedido: number; grupoId: number; zoom: number };

export type RespostaDoAgrupador = { pedido: number; itens: ItemAgrupado[] } | { pedido: number; zoom: number } | { pedido: number; erro: string };

/** Answers one message against the index the worker (or this thread) holds. */
export function responder(indice: IndiceDoMapa, pedido: Exclude<PedidoAoAgrupador, { tipo: 'carregar' }>): RespostaDoAgrupador {
  try {
    return pedido.tipo === 'agrupar'
      ? { pedido: pedido.pedido, itens: agrupar(indice, pedido.caixa, pedido.zoom) }
      : { pedido: pedido.pedido, zoom: zoomDeAbertura(indice, pedido.grupoId, pedido.zoom) };
  } catch (erro) {
    // A cluster of an index since replaced (a click racing a new reply) has no zoom.
    return { pedido: pedido.pedido, erro: erro instanceof Error ? erro.message : String(erro) };
  }
}

export const SEM_PONTOS: PontosDoMapa = { ids: new Int32Array(0), lats: new Float64Array(0), lngs: new Float64Array(0) };
