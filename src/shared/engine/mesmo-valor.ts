import { parseDate, parseModel } from '../format/dates.ts';
import { isEmpty } from '../validation/empty.ts';

// Whether two values of a field say the same thing, as a record stores it: whatever the form
// sent against what the server reads back. Empty is empty (null, '', []), a reference is its id
// ({id: 3, nome: 'Sede'} is 3), a date is its day and time (2025-12-25, 2025-12-25T00:00:00 and
// 25/12/2025 are one date), lists and objects are compared member by member.

const ehObjeto = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v);

function idDe(valor: unknown): number | null {
  if (typeof valor === 'number') return valor;
  return ehObjeto(valor) && typeof valor['id'] === 'number' ? valor['id'] : null;
}

function dataDe(texto: string): string | null {
  return parseModel(texto) ?? parseDate(texto);
}

export function mesmoValor(a: unknown, b: unknown): boolean {
  if (a === b || (isEmpty(a) && isEmpty(b))) return true;
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [dataDe(a), dataDe(b)];
    return x !== null && x === y;
  }
  if ((ehObjeto(a) && 'id' in a) || (ehObjeto(b) && 'id' in b)) return idDe(a) !== null && idDe(a) === idDe(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => mesmoValor(item, b[i]));
  if (ehObjeto(a) && ehObjeto(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((chave) => mesmoValor(a[chave], b[chave]));
  return false;
}
