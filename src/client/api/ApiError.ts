import type { FieldError } from '../../shared/api/contract.ts';

/** A failed call: the HTTP status (0 when the server was not reached) and the reply's texts. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: readonly FieldError[];

  constructor(status: number, message: string, errors: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The field errors of a 422 reply keyed by field path, ready to show under each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? fieldErrorMap(error.errors) : {};
}

export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  // The first message of a field is the one to fix first.
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}

export function messageOf(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}
