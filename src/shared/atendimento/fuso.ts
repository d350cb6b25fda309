import { dataDoNumero, numeroDoDia, partesDa, type DataISO } from '../calendario/index.ts';

// The service desk counts hours on the wall clock of America/Sao_Paulo (no daylight saving since
// 2019, but older instants had it): an instant and a local date with its minute of the day, each
// way. Intl knows the zone's rules, so no offset is written here.

export const FUSO_DO_ATENDIMENTO = 'America/Sao_Paulo';

const MS_POR_MINUTO = 60_000;

const formatador = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO_DO_ATENDIMENTO,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset from UTC at an instant, in ms (−3 h is −10 800 000). */
function deslocamento(instante: number): number {
  const partes = Object.fromEntries(formatador.formatToParts(new Date(instante)).map((p) => [p.type, p.value]));
  const comoUtc = Date.UTC(Number(partes['year']), Number(partes['month']) - 1, Number(partes['day']), Number(partes['hour']), Number(partes['minute']), Number(partes['second']));
  return comoUtc - Math.floor(instante / 1000) * 1000;
}

/** The local date of an instant. */
export function dataLocal(instante: number): DataISO {
  const local = instante + deslocamento(instante);
  return dataDoNumero(Math.floor(local / 86_400_000));
}

/** The instant of a local date at a minute of its day. */
export function instanteLocal(data: DataISO, minutoDoDia: number): number {
  const { ano, mes, dia } = partesDa(data);
  const comoUtc = Date.UTC(ano, mes - 1, dia) + minutoDoDia * MS_POR_MINUTO;
  // The offset at the guess, then at the result: twice settles it around a change of offset.
  const primeiro = comoUtc - deslocamento(comoUtc);
  return comoUtc - deslocamento(primeiro);
}

/** The next local date. */
export const diaSeguinte = (data: DataISO): DataISO => dataDoNumero(numeroDoDia(data) + 1);
