import { sql, type RawBuilder } from 'kysely';

/**
 * The LIKE pattern of a typed text: anywhere in the value, accents and case ignored (the
 * searched column is lower(f_unaccent(...))), and %, _ and \ taken literally.
 */
export function padraoDeBusca(termo: string): RawBuilder<string> {
  const escapado = termo.trim().replace(/[\\%_]/g, '\\$&');
  return sql<string>`'%' || lower(f_unaccent(${escapado})) || '%'`;
}
