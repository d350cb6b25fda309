import type { FieldError } from '../api/contract.ts';
import { valueAtPath } from './path.ts';
import { validateValue, type RuleSpec } from './registry.ts';

/** The rules of each field of a record, by dotted path. */
export type FieldRules = Readonly<Record<string, readonly RuleSpec[]>>;

/**
 * One error per failing field (its first failing rule), in the order of `fieldRules`: the
 * `errors` of a 422 reply on the server and the field messages of a form on the client.
 */
export function validateRecord(record: unknown, fieldRules: FieldRules): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, rules] of Object.entries(fieldRules)) {
    const message = validateValue(valueAtPath(record, field), rules);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}
