import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';

// OFX dates: YYYYMMDD[HHMMSS[.XXX]][[gmt offset[:tz name]]], e.g. 20240115, 20240115103000,
// 20240115103000.000[-3:BRT], 20240115000000[-03:EST]. The day is taken as written: a bank's
// statement day is the day it printed, so no time-zone shift is applied.
const DATA = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,6})?)?)?)?\s*(?:\[[^\]]*\])?$/;

function existe(ano: number, mes: number, dia: number): boolean {
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return ano >= 1900 && d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

/** '20240115103000.000[-3:BRT]' → '2024-01-15'; '' → null; anything else is refused naming the line. */
export function dataDoOfx(texto: string, linha: number): string | null {
  if (texto === '') return null;
  const m = DATA.exec(texto);
  if (m === null || !existe(Number(m[1]), Number(m[2]), Number(m[3]))) throw new ErroDeOfx(M.dataInvalida, { linha, texto });
  return `${m[1]}-${m[2]}-${m[3]}`;
}
