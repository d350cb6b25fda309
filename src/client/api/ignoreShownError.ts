import { ApiError } from './ApiError.ts';

/**
 * For `.catch` on calls whose failure the HTTP client has already shown as a toast;
 * anything that is not a failed call is a bug and keeps propagating.
 */
export function ignoreShownError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}
