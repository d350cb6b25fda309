import { parseDate, parseModel } from './dates.ts';

// A date plus a number of months, as a due date or an end of term is reckoned: the same day
// of the target month, or its last day when the month is shorter (31/01 + 1 month → 28/02, or
// 29/02 in a leap year).

/** A date (YYYY-MM-DD, the model's YYYY-MM-DDTHH:mm:ss or DD/MM/YYYY) plus whole months, as YYYY-MM-DD; null for anything else. */
export function dataMaisMeses(data: string, meses: number): string | null {
  if (!Number.isSafeInteger(meses)) return null;
  const modelo = parseModel(data) ?? parseDate(data);
  if (modelo === null) return null;
  const [ano = 0, mes = 0, dia = 0] = modelo.slice(0, 10).split('-').map(Number);
  const indice = ano * 12 + (mes - 1) + meses;
  const novoAno = Math.floor(indice / 12);
  const novoMes = indice - novoAno * 12 + 1;
  if (novoAno < 1 || novoAno > 9999) return null;
  const ultimo = diasDoMes(novoAno, novoMes);
  const pad = (n: number, tamanho = 2) => String(n).padStart(tamanho, '0');
  return `${pad(novoAno, 4)}-${pad(novoMes)}-${pad(Math.min(dia, ultimo))}`;
}

function diasDoMes(ano: number, mes: number): number {
  if (mes === 2) return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/** A month AAAA-MM as it is read, MM/AAAA; anything else as it came. */
export function formatarMes(mes: string): string {
  const partes = /^(\d{4})-(\d{2})$/.exec(mes);
  return partes === null ? mes : `${partes[2]}/${partes[1]}`;
}
