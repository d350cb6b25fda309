// A descriptor list's Imprimir (tags.imprimir): POST {recurso}/imprimir with the list's own
// query string (q, sort and the filter's parameters, as GET {recurso} takes them) queues a
// background report of what the list selects; the job's end notice links the file.

import type { FormatoDoRelatorio } from './registrointervalo.ts';

export const urlDaImpressao = (recurso: string): string => `${recurso}/imprimir`;

/** The most rows a report brings, by format; a list that selects more is cut, and the report says so. */
export const LIMITE_DA_IMPRESSAO: Readonly<Record<FormatoDoRelatorio, number>> = { PDF: 5_000, XLSX: 50_000 };

export interface PedidoDeImpressao {
  formato: FormatoDoRelatorio;
  /** The list's columns shown, in their order (their campo); all of the list's when absent. */
  colunas?: string[];
}
