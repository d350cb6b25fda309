import { diaDaSemana, montarData, numeroDoDia, partesDa, somarDias, type DataISO } from './data.ts';

// ISO 8601 weeks run Monday to Sunday; a week belongs to the year of its Thursday, so 29/12/2025
// is in week 1 of 2026 and 01/01/2027 in week 53 of 2026.

/** The Monday that starts the date's ISO week. */
export const inicioDaSemanaISO = (data: DataISO): DataISO => somarDias(data, -((diaDaSemana(data) + 6) % 7));

/** The ISO week-year and week number of a date. */
export function semanaISO(data: DataISO): { ano: number; semana: number } {
  const quinta = somarDias(inicioDaSemanaISO(data), 3);
  const { ano } = partesDa(quinta);
  const diasDesdeOPrimeiro = numeroDoDia(quinta) - numeroDoDia(montarData({ ano, mes: 1, dia: 1 }));
  return { ano, semana: Math.floor(diasDesdeOPrimeiro / 7) + 1 };
}
