// Where a person lives shapes their contacts: the area codes (DDD) and CEP ranges of each state.

const DDDS: Readonly<Record<string, readonly number[]>> = {
  SP: [11, 11, 11, 12, 13, 14, 15, 16, 17, 18, 19], RJ: [21, 21, 22, 24], ES: [27, 28], MG: [31, 31, 32, 33, 34, 35, 37, 38],
  PR: [41, 42, 43, 44, 45, 46], SC: [47, 48, 49], RS: [51, 51, 53, 54, 55], DF: [61], GO: [62, 64], TO: [63], MT: [65, 66],
  MS: [67], AC: [68], RO: [69], BA: [71, 71, 73, 74, 75, 77], SE: [79], PE: [81, 81, 87], AL: [82], PB: [83], RN: [84],
  CE: [85, 85, 88], PI: [86, 89], PA: [91, 91, 93, 94], AM: [92, 97], RR: [95], AP: [96], MA: [98, 99],
};

/** The first five digits of the state's CEPs, as [first, last]. */
const FAIXAS_DE_CEP: Readonly<Record<string, readonly [number, number]>> = {
  SP: [1000, 19999], RJ: [20000, 28999], ES: [29000, 29999], MG: [30000, 39999], BA: [40000, 48999], SE: [49000, 49999],
  PE: [50000, 56999], AL: [57000, 57999], PB: [58000, 58999], RN: [59000, 59999], CE: [60000, 63999], PI: [64000, 64999],
  MA: [65000, 65999], PA: [66000, 68899], AP: [68900, 68999], AM: [69000, 69299], RR: [69300, 69399], AC: [69900, 69999],
  DF: [70000, 72799], GO: [72800, 76799], RO: [76800, 76999], TO: [77000, 77999], MT: [78000, 78899], MS: [79000, 79999],
  PR: [80000, 87999], SC: [88000, 89999], RS: [90000, 99999],
};

function digitos(random: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(random() * 10);
  return s;
}

export function ddd(random: () => number, uf: string): number {
  const lista = DDDS[uf] ?? [11];
  return lista[Math.floor(random() * lista.length)] ?? 11;
}

/** A landline (10 digits) or, with `movel`, a mobile (11 digits, 9 after the area code). */
export function telefone(random: () => number, codigoDeArea: number, movel: boolean): string {
  return movel ? `${codigoDeArea}9${digitos(random, 8)}` : `${codigoDeArea}${2 + Math.floor(random() * 4)}${digitos(random, 7)}`;
}

export function cep(random: () => number, uf: string): string {
  const [inicio, fim] = FAIXAS_DE_CEP[uf] ?? [1000, 99999];
  const prefixo = inicio + Math.floor(random() * (fim - inicio + 1));
  return `${String(prefixo).padStart(5, '0')}${digitos(random, 3)}`;
}

export { digitos };
