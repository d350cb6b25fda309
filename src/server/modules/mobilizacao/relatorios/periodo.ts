import type { DataISO } from '../../../../shared/calendario/data.ts';

/** The days a fundraising report covers, both included. */
export interface Periodo {
  inicio: DataISO;
  fim: DataISO;
}
