import { onSessionTeardown, teardownSession } from './sessionTeardown.ts';
import { readToken } from './token.ts';

/** Section 8: the expired-session flow starts this long after the message is shown. */
export const SESSION_EXPIRY_DELAY_MS = 5000;

const EXPIRED_PREFIX = 'Sessão expirada';

let pending: ReturnType<typeof setTimeout> | undefined;

export function isSessionExpiredMessage(text: string): boolean {
  return text.startsWith(EXPIRED_PREFIX);
}

/**
 * Several calls may fail at once with the same message; the teardown runs once. It ends the
 * session that expired: one begun meanwhile (a login within the delay) is left alone.
 */
export function scheduleSessionExpiry(): void {
  if (pending !== undefined) return;
  const expirada = readToken();
  pending = setTimeout(() => {
    pending = undefined;
    if (readToken() !== expirada) return;
    teardownSession();
    window.location.reload();
  }, SESSION_EXPIRY_DELAY_MS);
}

// A session that ends before its expiry runs (the user leaves with Sair meanwhile) is not ended twice.
onSessionTeardown(() => {
  clearTimeout(pending);
  pending = undefined;
});
