/** The top bar's height: the module menu stands below it, and a page scrolls under it. */
export const ALTURA_DA_BARRA = '48px';

