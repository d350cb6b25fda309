import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The seat (sede) of each of the 5,570 municipalities, by IBGE code: the table shipped in
// dados/municipios-sedes.csv (its README names the source and the licence).

export interface Sede {
  lat: number;
  lng: number;
}

const ARQUIVO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dados', 'municipios-sedes.csv');

/** The table's rows, by IBGE code; a malformed row is a broken deployment and throws naming it. */
export function lerSedes(texto: string): Map<number, Sede> {
  const [cabecalho, ...linhas] = texto.trim().split('\n');
  if (cabecalho !== 'codigo_ibge,latitude,longitude') throw new Error(`municipios-sedes.csv: cabeçalho inesperado: ${cabecalho}`);
  const sedes = new Map<number, Sede>();
  linhas.forEach((linha, i) => {
    const [codigo, lat, lng] = linha.split(',').map(Number);
    if (!Number.isInteger(codigo) || !Number.isFinite(lat) || !Number.isFinite(lng) || codigo === undefined || lat === undefined || lng === undefined) {
      throw new Error(`municipios-sedes.csv, linha ${i + 2}: ${linha}`);
    }
    sedes.set(codigo, { lat, lng });
  });
  return sedes;
}

export async function carregarSedes(): Promise<Map<number, Sede>> {
  return lerSedes(await readFile(ARQUIVO, 'utf8'));
}
