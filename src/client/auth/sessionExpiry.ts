import { onSessionTeardown, teardownSession } from './sessionTeardown.ts';

/** Section 8: the expired-session flow starts this long after the message is shown. */
export const SESSION_EXPIRY_DELAY_MS = 5000;

const EXPIRED_PREFIX = 'Sessão expirada';

let pending: ReturnType<typeof setTimeout> | undefined;

export function isSessionExpiredMessage(text: string): boolean {
  return text.startsWith(EXPIRED_PREFIX);
}

/** Several calls may fail at once with the same message; the teardown runs once. */
export function scheduleSessionExpiry(): void {
  if (pending !== undefined) return;
  pending = setTimeout(() => {
    pending = undefined;
    teardownSession();
    window.location.reload();
  }, SESSION_EXPIRY_DELAY_MS);
}

// A session that ends before its expiry runs (the user leaves with Sair meanwhile) is not ended twice.
onSessionTeardown(() => {
  clearTimeout(pending);
  pending = undefined;
});
