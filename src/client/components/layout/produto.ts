/** The product's name: a name, the same in every language (never a key of the catalogue). */
export const NOME_DO_PRODUTO = 'Alicerce';
