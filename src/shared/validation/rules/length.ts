import { isEmpty, textOf } from '../empty.ts';
import { mensagemMaxLength, mensagemMinLength } from '../messages.ts';

// Counted in code points, as PostgreSQL counts varchar(n), so an emoji is one character.
const lengthOf = (text: string): number => Array.from(text).length;

export function maxLength(value: unknown, max: number): string | null {
  const text = isEmpty(value) ? null : textOf(value);
  return text !== null && lengthOf(text) > max ? mensagemMaxLength(max) : null;
}

export function minLength(value: unknown, min: number): string | null {
  const text = isEmpty(value) ? null : textOf(value);
  return text !== null && lengthOf(text) < min ? mensagemMinLength(min) : null;
}
