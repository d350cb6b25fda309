/** The top bar's height: the module menu stands below it, and a page scrolls under it. */
export const ALTURA_DA_BARRA = '48px';

/** A phone's width: the top bar keeps the product's name and gathers the institution and the unit in one button. */
export const CELULAR = '(max-width: 600px)';
