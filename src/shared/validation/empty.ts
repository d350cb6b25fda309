/**
 * Empty values pass every rule except required (specification, section 5). An empty
 * list counts too, so that a required multi-select with nothing chosen fails.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text a text rule checks: strings as they are, numbers as digits, nothing else. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}
