// What every report of the product shares between server and client.

/**
 * A PDF longer than this is no use to anyone (a million rows would be 20,000 pages): it brings
 * the first rows only and says so; the spreadsheet brings every row.
 */
export const LIMITE_DE_LINHAS_DO_PDF = 5_000;
