import { NOMES_DOS_FERIADOS as F } from '../../calendario/feriados.ts';

// The national bank holidays' names (src/shared/calendario), shown beside a due date moved by one.
export const EN_CALENDARIO: Readonly<Record<string, string>> = {
  [F.confraternizacao]: 'New Year’s Day',
  [F.carnaval]: 'Carnival',
  [F.sextaFeiraSanta]: 'Good Friday',
  [F.tiradentes]: 'Tiradentes Day',
  [F.trabalho]: 'Labour Day',
  [F.corpusChristi]: 'Corpus Christi',
  [F.independencia]: 'Independence Day',
  [F.aparecida]: 'Our Lady of Aparecida',
  [F.finados]: 'All Souls’ Day',
  [F.republica]: 'Proclamation of the Republic',
  [F.conscienciaNegra]: 'National Day of Zumbi and Black Consciousness',
  [F.natal]: 'Christmas Day',
};
