import { sql, type SqlBool } from 'kysely';
import { LIMITE_DE_MARCADORES, type ItemDoMapa } from '../../../shared/api/pessoas.ts';
import type { Db } from '../../db/database.ts';
import { onde, type Condicao } from './filtro.ts';

// POST /api/pessoas/mapa: the people of the filter within `raio` km of a point (and inside the
// visible `bbox`, when sent). Up to LIMITE_DE_MARCADORES they come as markers; beyond it the
// server groups them in square cells of about TAMANHO_DA_CELULA px at the requested zoom
// (Web Mercator, as Leaflet draws), each at its people's mean position, and the client asks
// again when the zoom or the view changes.

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
 * box never holds more than LIMITE_DE_MARCADORES cells (a fine zoom over a wide radius).
 */
function escalaDasCelulas(zoom: number, caixa: Caixa): { porGrau: number; porRadiano: number } {
  const mundo = TAMANHO_DO_TILE * 2 ** zoom;
  const y = (graus: number) => Math.asinh(Math.tan((Math.max(-85, Math.min(85, graus)) * Math.PI) / 180));
  const largura = ((caixa.leste ?? 180) - (caixa.oeste ?? -180)) * (mundo / 360);
  const altura = (y(caixa.norte) - y(caixa.sul)) * (mundo / (2 * Math.PI));
  const celulas = (largura / TAMANHO_DA_CELULA) * (altura / TAMANHO_DA_CELULA);
  const celula = TAMANHO_DA_CELULA * Math.max(1, Math.sqrt(celulas / LIMITE_DE_MARCADORES));
  return { porGrau: mundo / 360 / celula, porRadiano: mundo / (2 * Math.PI) / celula };
}

const arredondar = (n: number) => Math.round(n * 1e6) / 1e6;

export async function lerMapa(db: Db, filtro: readonly Condicao[], c: ConsultaDoMapa): Promise<ItemDoMapa[]> {
  const caixa = caixaDaConsulta(c);
  if (caixa.sul > caixa.norte || (caixa.oeste !== null && caixa.leste !== null && caixa.oeste > caixa.leste)) return [];
  const condicoes = onde([...filtro, ...condicoesDoLugar(c, caixa)]);
  const { rows: marcadores } = await sql<{ id: number; lat: number; lng: number }>`
    SELECT p.id, p.latitude AS lat, p.longitude AS lng FROM pessoa p WHERE ${condicoes} LIMIT ${LIMITE_DE_MARCADORES + 1}`.execute(db);
  if (marcadores.length <= LIMITE_DE_MARCADORES) return marcadores.map((m) => ({ id: m.id, lat: arredondar(m.lat), lng: arredondar(m.lng) }));
  const escala = escalaDasCelulas(c.zoom, caixa);
  const { rows: celulas } = await sql<{ quantidade: number; id: number; lat: number; lng: number }>`
    SELECT count(*)::int AS quantidade, min(p.id) AS id, avg(p.latitude) AS lat, avg(p.longitude) AS lng
    FROM pessoa p WHERE ${condicoes}
    GROUP BY floor((p.longitude + 180) * ${escala.porGrau}), floor((pi() - asinh(tan(radians(least(85, greatest(-85, p.latitude)))))) * ${escala.porRadiano})`.execute(db);
  return celulas.map((g) =>
    g.quantidade === 1 ? { id: g.id, lat: arredondar(g.lat), lng: arredondar(g.lng) } : { lat: arredondar(g.lat), lng: arredondar(g.lng), quantidade: g.quantidade },
  );
}
