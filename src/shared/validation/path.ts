/**
 * The value at a dotted path ('pessoaFisica.cpf', 'contatos.0.numero'); undefined when any
 * step is missing. Only own properties are followed, so a path from a client can never
 * reach '__proto__' or 'constructor'.
 */
export function valueAtPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
