import { sql, type SqlBool } from 'kysely';
import type { ItemDoMapa } from '../../../shared/api/pessoas.ts';
import type { Db } from '../../db/database.ts';
import { chaveDaConsulta, onde, type Condicao } from './filtro.ts';
import { VERSAO_DO_CADASTRO, versaoDoCadastro } from './lista.ts';

// POST /api/pessoas/mapa: the people of the filter within `raio` km of a point (and inside the
// visible `bbox`, when sent). Asked for the whole circle (no bbox), up to `noNavegador` people
// (Config.mapaNoNavegador) come as markers, which the browser clusters itself on every zoom;
// beyond it the server groups them in square cells of about TAMANHO_DA_CELULA px at the
// requested zoom (Web Mercator, as Leaflet draws), each at its people's mean position, and the
// client asks again, with the view's bbox, whenever the view changes: those answers are cells
// until the view holds at most POUCOS people, so that each move stays a small reply.

export interface ConsultaDoMapa {
  latitude: number;
  longitude: number;
  /** Kilometres. */
  raio: number;
  todasUnidades: boolean;
  /** Leaflet's zoom level of the view. */
  zoom: number;
  /** The view's bounds as Leaflet's toBBoxString(): 'oeste,sul,leste,norte'. */
  bbox?: string;
}

export const ESQUEMA_DA_CONSULTA_DO_MAPA = {
  type: 'object',
  required: ['latitude', 'longitude'],
  properties: {
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    raio: { type: 'number', exclusiveMinimum: 0, maximum: 20_000, default: 2000 },
    todasUnidades: { type: 'boolean', default: false },
    zoom: { type: 'integer', minimum: 0, maximum: 22, default: 4 },
    bbox: { type: 'string', maxLength: 120, pattern: '^-?\\d{1,3}(\\.\\d+)?(,-?\\d{1,3}(\\.\\d+)?){3}$' },
  },
} as const;

const KM_POR_GRAU = 111.195;
const RAIO_DA_TERRA_KM = 6371;
const TAMANHO_DA_CELULA = 60;
const TAMANHO_DO_TILE = 256;
/** The most cells of a server's clustering: the box's cells grow beyond it. */
const LIMITE_DE_CELULAS = 500;
/** Up to this many people in the circle come straight from the index, nothing kept in memory. */
const POUCOS = 500;

interface Caixa {
  sul: number;
  norte: number;
  /** Null when the box spans every longitude (near a pole, or a radius around the globe). */
  oeste: number | null;
  leste: number | null;
}

/** The box around the circle, cut by the view's bounds. */
export function caixaDaConsulta(c: ConsultaDoMapa): Caixa {
  const dLat = c.raio / KM_POR_GRAU;
  const sul = Math.max(-90, c.latitude - dLat);
  const norte = Math.min(90, c.latitude + dLat);
  const latitudeExtrema = Math.max(Math.abs(sul), Math.abs(norte));
  const dLng = latitudeExtrema >= 89.9 ? 180 : dLat / Math.cos((latitudeExtrema * Math.PI) / 180);
  const semLongitude = dLng >= 180 || c.longitude - dLng < -180 || c.longitude + dLng > 180;
  const caixa: Caixa = { sul, norte, oeste: semLongitude ? null : c.longitude - dLng, leste: semLongitude ? null : c.longitude + dLng };
  const vista = c.bbox?.split(',').map(Number);
  if (vista === undefined) return caixa;
  const [oeste = -180, sulDaVista = -90, leste = 180, norteDaVista = 90] = vista;
  caixa.sul = Math.max(caixa.sul, sulDaVista);
  caixa.norte = Math.min(caixa.norte, norteDaVista);
  // A view across the antimeridian (oeste > leste) does not narrow the longitudes.
  if (oeste <= leste) {
    caixa.oeste = Math.max(caixa.oeste ?? -180, oeste);
    caixa.leste = Math.min(caixa.leste ?? 180, leste);
  }
  return caixa;
}

function condicoesDoLugar(c: ConsultaDoMapa, caixa: Caixa): Condicao[] {
  const lat = (c.latitude * Math.PI) / 180;
  return [
    sql<SqlBool>`p.latitude IS NOT NULL AND p.longitude IS NOT NULL`,
    sql<SqlBool>`p.latitude BETWEEN ${caixa.sul} AND ${caixa.norte}`,
    ...(caixa.oeste === null || caixa.leste === null ? [] : [sql<SqlBool>`p.longitude BETWEEN ${caixa.oeste} AND ${caixa.leste}`]),
    // Haversine distance, in km, from the centre.
    sql<SqlBool>`2 * ${RAIO_DA_TERRA_KM} * asin(sqrt(
      power(sin((radians(p.latitude) - ${lat}) / 2), 2)
      + ${Math.cos(lat)} * cos(radians(p.latitude)) * power(sin((radians(p.longitude) - ${(c.longitude * Math.PI) / 180}) / 2), 2)
    )) <= ${c.raio}`,
  ];
}

/**
 * Cells per degree of longitude and per radian of Mercator y at the zoom, grown so that the
 * box never holds more than LIMITE_DE_CELULAS cells (a fine zoom over a wide radius).
 */
function escalaDasCelulas(zoom: number, caixa: Caixa): { porGrau: number; porRadiano: number } {
  const mundo = TAMANHO_DO_TILE * 2 ** zoom;
  const y = (graus: number) => Math.asinh(Math.tan((Math.max(-85, Math.min(85, graus)) * Math.PI) / 180));
  const largura = ((caixa.leste ?? 180) - (caixa.oeste ?? -180)) * (mundo / 360);
  const altura = (y(caixa.norte) - y(caixa.sul)) * (mundo / (2 * Math.PI));
  const celulas = (largura / TAMANHO_DA_CELULA) * (altura / TAMANHO_DA_CELULA);
  const celula = TAMANHO_DA_CELULA * Math.max(1, Math.sqrt(celulas / LIMITE_DE_CELULAS));
  return { porGrau: mundo / 360 / celula, porRadiano: mundo / (2 * Math.PI) / celula };
}

const arredondar = (n: number) => Math.round(n * 1e6) / 1e6;

// Beyond POUCOS the people of the filter (all of the scope's, wherever they are)
// are read once into memory, sorted into latitude bands, and every later question of the same
// filter (another zoom, bbox, centre or radius) is answered from there in milliseconds: a zoom
// step then costs a round trip, not a scan of the radius. An entry holds the register's version
// (migration 0008) read in the same statement; a write to pessoa makes it stale.

interface PontosDoFiltro {
  versao: string;
  n: number;
  ids: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** The point on the unit sphere: within the radius when its dot product with the centre's is at least cos(raio / R). */
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  /** π − the Mercator y of the latitude (clamped to ±85°), in radians: the cells' rows. */
  mercator: Float64Array;
  /** Where each latitude band starts in the arrays (bands of 1/FAIXAS_POR_GRAU degree from −90). */
  inicioDaFaixa: Int32Array;
  usadoEm: number;
}

const FAIXAS_POR_GRAU = 4;
const FAIXAS = 180 * FAIXAS_POR_GRAU + 1;
/** At most this many points in memory (56 bytes each: 168 MB), across every filter. */
const PONTOS_GUARDADOS = 3_000_000;
const TEMPO_SEM_USO_MS = 10 * 60_000;
const guardados = new Map<string, PontosDoFiltro>();
const carregando = new Map<string, Promise<PontosDoFiltro>>();

const RADIANOS = Math.PI / 180;
const faixaDa = (lat: number) => Math.min(FAIXAS - 1, Math.max(0, Math.floor((lat + 90) * FAIXAS_POR_GRAU)));
const mercatorDe = (lat: number) => Math.PI - Math.asinh(Math.tan(Math.min(85, Math.max(-85, lat)) * RADIANOS));

function guardar(chave: string, pontos: PontosDoFiltro): void {
  const agora = Date.now();
  guardados.delete(chave);
  for (const [outra, p] of guardados) if (agora - p.usadoEm > TEMPO_SEM_USO_MS) guardados.delete(outra);
  let total = pontos.n;
  for (const p of guardados.values()) total += p.n;
  // The least recently used go first (a Map keeps insertion order; a use re-inserts).
  for (const [outra, p] of guardados) {
    if (total <= PONTOS_GUARDADOS) break;
    guardados.delete(outra);
    total -= p.n;
  }
  if (pontos.n <= PONTOS_GUARDADOS) guardados.set(chave, pontos);
}

const visao = (b: Buffer | null) => (b === null ? new DataView(new ArrayBuffer(0)) : new DataView(b.buffer, b.byteOffset, b.byteLength));

/** The filter's people with coordinates (one row of big-endian arrays, whatever their number), sorted into latitude bands. */
async function carregarPontos(db: Db, filtro: readonly Condicao[]): Promise<PontosDoFiltro> {
  const { rows } = await sql<{ versao: string; ids: Buffer | null; lats: Buffer | null; lngs: Buffer | null }>`
    SELECT ${VERSAO_DO_CADASTRO} AS versao, string_agg(int4send(p.id), ''::bytea) AS ids,
      string_agg(float8send(p.latitude), ''::bytea) AS lats, string_agg(float8send(p.longitude), ''::bytea) AS lngs
    FROM pessoa p WHERE ${onde([...filtro, sql<SqlBool>`p.latitude IS NOT NULL AND p.longitude IS NOT NULL`])}`.execute(db);
  const linha = rows[0];
  const [ids, lats, lngs] = [visao(linha?.ids ?? null), visao(linha?.lats ?? null), visao(linha?.lngs ?? null)];
  const n = ids.byteLength / 4;
  // A counting sort into latitude bands: a view reads only the bands it spans.
  const faixas = new Int32Array(n);
  const inicioDaFaixa = new Int32Array(FAIXAS + 1);
  for (let i = 0; i < n; i++) {
    const faixa = faixaDa(lats.getFloat64(i * 8));
    faixas[i] = faixa;
    inicioDaFaixa[faixa + 1] = (inicioDaFaixa[faixa + 1] ?? 0) + 1;
  }
  for (let f = 0; f < FAIXAS; f++) inicioDaFaixa[f + 1] = (inicioDaFaixa[f + 1] ?? 0) + (inicioDaFaixa[f] ?? 0);
  const proximo = inicioDaFaixa.slice(0, FAIXAS);
  const pontos: PontosDoFiltro = {
    versao: linha?.versao ?? '',
    n,
    ids: new Int32Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    x: new Float64Array(n),
    y: new Float64Array(n),
    z: new Float64Array(n),
    mercator: new Float64Array(n),
    inicioDaFaixa,
    usadoEm: Date.now(),
  };
  for (let i = 0; i < n; i++) {
    const faixa = faixas[i] ?? 0;
    const j = proximo[faixa] ?? 0;
    proximo[faixa] = j + 1;
    const lat = lats.getFloat64(i * 8);
    const lng = lngs.getFloat64(i * 8);
    pontos.ids[j] = ids.getInt32(i * 4);
    pontos.lat[j] = lat;
    pontos.lng[j] = lng;
    pontos.x[j] = Math.cos(lat * RADIANOS) * Math.cos(lng * RADIANOS);
    pontos.y[j] = Math.cos(lat * RADIANOS) * Math.sin(lng * RADIANOS);
    pontos.z[j] = Math.sin(lat * RADIANOS);
    pontos.mercator[j] = mercatorDe(lat);
  }
  return pontos;
}

/** The filter's points, from memory while the register's version is the one they were read at. */
async function pontosDoFiltro(db: Db, filtro: readonly Condicao[], chave: string, versao: string | null): Promise<PontosDoFiltro> {
  const guardado = guardados.get(chave);
  if (guardado !== undefined && guardado.versao === versao) {
    guardado.usadoEm = Date.now();
    guardados.delete(chave);
    guardados.set(chave, guardado);
    return guardado;
  }
  const emCurso = carregando.get(chave);
  if (emCurso !== undefined) return emCurso;
  const carga = carregarPontos(db, filtro).finally(() => carregando.delete(chave));
  carregando.set(chave, carga);
  const pontos = await carga;
  guardar(chave, pontos);
  return pontos;
}

/**
 * The people of the circle and box among the points: markers up to `noNavegador`, else
 * the cells of the zoom (the same cells, means and single-person markers as the SQL clustering
 * did), in one pass over the latitude bands the box spans.
 */
function itensDosPontos(pontos: PontosDoFiltro, c: ConsultaDoMapa, caixa: Caixa, noNavegador: number): ItemDoMapa[] {
  const [lat0, lng0] = [c.latitude * RADIANOS, c.longitude * RADIANOS];
  const [x0, y0, z0] = [Math.cos(lat0) * Math.cos(lng0), Math.cos(lat0) * Math.sin(lng0), Math.sin(lat0)];
  // Within the radius: the angle at the centre of the Earth is at most raio / R.
  const cosDoRaio = Math.cos(Math.min(Math.PI, c.raio / RAIO_DA_TERRA_KM));
  const comLongitude = caixa.oeste !== null && caixa.leste !== null;
  const [oeste, leste] = [caixa.oeste ?? -180, caixa.leste ?? 180];
  const escala = escalaDasCelulas(c.zoom, caixa);
  const coluna0 = Math.floor((oeste + 180) * escala.porGrau);
  const linha0 = Math.floor(mercatorDe(caixa.norte) * escala.porRadiano);
  const colunas = Math.floor((leste + 180) * escala.porGrau) - coluna0 + 1;
  const linhas = Math.floor(mercatorDe(caixa.sul) * escala.porRadiano) - linha0 + 1;
  // The box's cells, in dense arrays: the scale keeps them under about LIMITE_DE_CELULAS.
  const quantidade = new Int32Array(colunas * linhas);
  const menorId = new Int32Array(colunas * linhas);
  const somaLat = new Float64Array(colunas * linhas);
  const somaLng = new Float64Array(colunas * linhas);
  const dentro = new Int32Array(Math.min(noNavegador, pontos.n));
  let achados = 0;
  const { lat: lats, lng: lngs, x, y, z, mercator, ids } = pontos;
  for (let i = pontos.inicioDaFaixa[faixaDa(caixa.sul)] ?? 0, fim = pontos.inicioDaFaixa[faixaDa(caixa.norte) + 1] ?? 0; i < fim; i++) {
    const lat = lats[i] ?? 0;
    const lng = lngs[i] ?? 0;
    if (lat < caixa.sul || lat > caixa.norte || (comLongitude && (lng < oeste || lng > leste))) continue;
    if ((x[i] ?? 0) * x0 + (y[i] ?? 0) * y0 + (z[i] ?? 0) * z0 < cosDoRaio) continue;
    if (achados < dentro.length) dentro[achados] = i;
    achados++;
    const coluna = Math.min(colunas - 1, Math.max(0, Math.floor((lng + 180) * escala.porGrau) - coluna0));
    const linha = Math.min(linhas - 1, Math.max(0, Math.floor((mercator[i] ?? 0) * escala.porRadiano) - linha0));
    const k = linha * colunas + coluna;
    const id = ids[i] ?? 0;
    menorId[k] = quantidade[k] === 0 ? id : Math.min(menorId[k] ?? id, id);
    quantidade[k] = (quantidade[k] ?? 0) + 1;
    somaLat[k] = (somaLat[k] ?? 0) + lat;
    somaLng[k] = (somaLng[k] ?? 0) + lng;
  }
  if (achados <= noNavegador) {
    return Array.from(dentro.subarray(0, achados), (i) => ({ id: ids[i] ?? 0, lat: arredondar(lats[i] ?? 0), lng: arredondar(lngs[i] ?? 0) }));
  }
  const itens: ItemDoMapa[] = [];
  for (let k = 0; k < quantidade.length; k++) {
    const n = quantidade[k] ?? 0;
    if (n === 0) continue;
    const [lat, lng] = [arredondar((somaLat[k] ?? 0) / n), arredondar((somaLng[k] ?? 0) / n)];
    itens.push(n === 1 ? { id: menorId[k] ?? 0, lat, lng } : { lat, lng, quantidade: n });
  }
  return itens;
}

export async function lerMapa(db: Db, filtro: readonly Condicao[], c: ConsultaDoMapa, noNavegadorDaConfig: number): Promise<ItemDoMapa[]> {
  const caixa = caixaDaConsulta(c);
  const noNavegador = c.bbox === undefined ? noNavegadorDaConfig : Math.min(POUCOS, noNavegadorDaConfig);
  if (caixa.sul > caixa.norte || (caixa.oeste !== null && caixa.leste !== null && caixa.oeste > caixa.leste)) return [];
  const chave = chaveDaConsulta(db, filtro);
  if (guardados.has(chave)) return itensDosPontos(await pontosDoFiltro(db, filtro, chave, await versaoDoCadastro(db)), c, caixa, noNavegador);
  // Few people in the circle and box: their markers straight from the index, nothing kept.
  const { rows: marcadores } = await sql<{ id: number; lat: number; lng: number }>`
    SELECT p.id, p.latitude AS lat, p.longitude AS lng FROM pessoa p
    WHERE ${onde([...filtro, ...condicoesDoLugar(c, caixa)])} LIMIT ${Math.min(POUCOS, noNavegador) + 1}`.execute(db);
  if (marcadores.length <= Math.min(POUCOS, noNavegador)) return marcadores.map((m) => ({ id: m.id, lat: arredondar(m.lat), lng: arredondar(m.lng) }));
  return itensDosPontos(await pontosDoFiltro(db, filtro, chave, null), c, caixa, noNavegador);
}
