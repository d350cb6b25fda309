import type { FieldError } from '../../shared/api/contract.ts';
import { modelToInstant, parseDate, parseDateTime, parseModel } from '../../shared/format/dates.ts';
import type { ColunaDoModelo } from './mapa-do-modelo.ts';

// A validated payload value as its column stores it: a reference as its id, a date typed
// in DD/MM/YYYY as YYYY-MM-DD, a date-time (São Paulo wall time) as an instant, a json value
// as its text, an empty text as null.

export type ValorDaColuna = string | number | boolean | Date | null;

const INSTANTE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

export function idDaReferencia(valor: unknown): number | null {
  if (typeof valor === 'number') return valor;
  if (typeof valor === 'object' && valor !== null && 'id' in valor && typeof valor.id === 'number') return valor.id;
  return null;
}

function data(valor: string): string | null {
  return (parseModel(valor) ?? parseDate(valor))?.slice(0, 10) ?? null;
}

function instante(valor: string): Date | null {
  if (INSTANTE.test(valor)) {
    const d = new Date(valor);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const modelo = parseModel(valor) ?? parseDateTime(valor);
  return modelo === null ? null : modelToInstant(modelo);
}

export function valorDaColuna(c: ColunaDoModelo, valor: unknown): { valor: ValorDaColuna } | { erro: FieldError } {
  if (valor === null || valor === undefined || valor === '') return { valor: null };
  if (c.referencia !== null) return { valor: idDaReferencia(valor) };
  if (c.tipo === 'jsonb') {
    const json = c.referenciaDaLista !== null && Array.isArray(valor) ? valor.map((v: unknown) => ({ id: idDaReferencia(v) })) : valor;
    return { valor: JSON.stringify(json) };
  }
  if ((c.tipo === 'date' || c.tipo === 'timestamptz') && typeof valor === 'string') {
    const convertido = c.tipo === 'date' ? data(valor) : instante(valor);
    return convertido === null ? { erro: { field: c.propriedade, message: 'Data inválida.' } } : { valor: convertido };
  }
  if (typeof valor === 'string' || typeof valor === 'number' || typeof valor === 'boolean') return { valor };
  // A value of a type the column does not hold (a union type in the model): keep it as json text.
  return { valor: JSON.stringify(valor) };
}
