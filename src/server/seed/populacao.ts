// Rough populations (Censo 2022, rounded) of the largest municipalities, by state and name, so
// that demo and benchmark people live where Brazilians live: many in the big cities, few in
// each small town. The other municipalities get a stable small town's population instead.

const GRANDES: Readonly<Record<string, number>> = {
  'SP:São Paulo': 11_452_000, 'RJ:Rio de Janeiro': 6_211_000, 'DF:Brasília': 2_817_000, 'CE:Fortaleza': 2_429_000,
  'BA:Salvador': 2_418_000, 'MG:Belo Horizonte': 2_316_000, 'AM:Manaus': 2_064_000, 'PR:Curitiba': 1_774_000,
  'PE:Recife': 1_489_000, 'GO:Goiânia': 1_437_000, 'RS:Porto Alegre': 1_333_000, 'PA:Belém': 1_303_000,
  'SP:Guarulhos': 1_292_000, 'SP:Campinas': 1_139_000, 'MA:São Luís': 1_038_000, 'AL:Maceió': 958_000,
  'MS:Campo Grande': 898_000, 'RJ:São Gonçalo': 897_000, 'PI:Teresina': 866_000, 'PB:João Pessoa': 834_000,
  'SP:São Bernardo do Campo': 811_000, 'RJ:Duque de Caxias': 808_000, 'RJ:Nova Iguaçu': 786_000, 'RN:Natal': 751_000,
  'SP:Santo André': 749_000, 'SP:Osasco': 729_000, 'SP:Sorocaba': 724_000, 'MG:Uberlândia': 713_000,
  'SP:Ribeirão Preto': 699_000, 'SP:São José dos Campos': 697_000, 'MT:Cuiabá': 651_000, 'PE:Jaboatão dos Guararapes': 644_000,
  'MG:Contagem': 622_000, 'SC:Joinville': 616_000, 'BA:Feira de Santana': 616_000, 'SE:Aracaju': 603_000,
  'PR:Londrina': 556_000, 'MG:Juiz de Fora': 541_000, 'SC:Florianópolis': 537_000, 'GO:Aparecida de Goiânia': 528_000,
  'ES:Serra': 521_000, 'RJ:Campos dos Goytacazes': 484_000, 'RJ:Belford Roxo': 483_000, 'RJ:Niterói': 482_000,
  'SP:São José do Rio Preto': 480_000, 'PA:Ananindeua': 479_000, 'ES:Vila Velha': 468_000, 'RS:Caxias do Sul': 463_000,
  'RO:Porto Velho': 460_000, 'SP:Mogi das Cruzes': 452_000, 'AP:Macapá': 443_000, 'RR:Boa Vista': 413_000,
  'MG:Montes Claros': 414_000, 'SP:Jundiaí': 444_000, 'SP:Piracicaba': 423_000, 'PR:Maringá': 410_000,
  'AC:Rio Branco': 365_000, 'ES:Vitória': 323_000, 'TO:Palmas': 303_000, 'SP:Santos': 419_000,
};

const MENOR = 1_500;
const MAIOR = 120_000;

/** The population of a municipality: the table's, or between 1,500 and 120,000 (log-uniform, stable per IBGE code). */
export function populacaoEstimada(uf: string, nome: string, sorteio: number): number {
  return GRANDES[`${uf}:${nome}`] ?? Math.round(MENOR * (MAIOR / MENOR) ** sorteio);
}

/** The table's entries, to check that every name matches a municipality. */
export const MUNICIPIOS_GRANDES: readonly string[] = Object.keys(GRANDES);
