import type { DataISO } from '../../../../shared/calendario/data.ts';
import { dayjs } from '../../../../shared/format/dayjs.ts';
import type { TotalDoRelatorio } from '../../../jobs/relatorios/tabela.ts';

// Cells and totals the finance reports share.

/** A YYYY-MM-DD day as a date cell (a wall-clock date in a Date's UTC fields). */
export const celulaDaData = (dia: DataISO): Date => dayjs.utc(dia, 'YYYY-MM-DD').toDate();

/** A money total from the exact decimal text. */
export const dinheiro = (rotulo: string, valor: string): TotalDoRelatorio => ({ rotulo, tipo: 'dinheiro', valor });
