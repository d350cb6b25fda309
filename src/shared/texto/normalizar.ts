/** Without accents: "São Paulo" → "Sao Paulo" (the EMV alphabet of the BR Code, the banks' files). */
export const semAcentos = (texto: string): string => texto.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower case without accents: "Política" and "politica" are the same word for a search. */
export const normalizar = (texto: string): string => semAcentos(texto).toLowerCase();
