import { isEmpty } from '../empty.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';

let fusos: ReadonlySet<string> | null = null;

/** The IANA zones this runtime knows (UTC included, which some runtimes leave out of the list). */
export function fusosHorarios(): ReadonlySet<string> {
  fusos ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return fusos;
}

/** A time zone by its IANA name, as the runtime knows it (America/Sao_Paulo). */
export function fusoHorario(value: unknown): string | null {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && fusosHorarios().has(value) ? null : MENSAGENS_VALIDACAO.fusoHorario;
}
