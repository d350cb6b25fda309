import { isEmpty } from '../empty.ts';
import { erroDaUrlDosTiles } from '../../parametros/tiles.ts';

/** A map tile server's address: https, with {z}, {x} and {y} (the rule and its messages are tiles.ts'). */
export function urlDeTiles(value: unknown): string | null {
  if (isEmpty(value)) return null;
  return typeof value === 'string' ? erroDaUrlDosTiles(value) : erroDaUrlDosTiles(String(value));
}
