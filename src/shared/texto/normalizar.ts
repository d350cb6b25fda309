/** Lower case without accents: "Política" and "politica" are the same word for a search. */
export const normalizar = (texto: string): string => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
