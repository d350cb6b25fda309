import { isSessionExpiredMessage, scheduleSessionExpiry } from '../auth/sessionExpiry.ts';
import { onSessionTeardown } from '../auth/sessionTeardown.ts';
import { notify } from '../services/toasts/notices.ts';

/** Section 8: success toasts closer together than this are dropped. */
export const SUCCESS_THROTTLE_MS = 500;

let lastSuccessAt = Number.NEGATIVE_INFINITY;

// The throttle spans one session: the next user's first success is shown however soon they act.
onSessionTeardown(() => {
  lastSuccessAt = Number.NEGATIVE_INFINITY;
});

export function announceSuccess(text: string): void {
  const now = Date.now();
  // A clock set back (the machine's date corrected) does not silence the toasts until it catches up.
  if (now >= lastSuccessAt && now - lastSuccessAt < SUCCESS_THROTTLE_MS) return;
  lastSuccessAt = now;
  notify({ intent: 'success', text });
}

/** A write's warnings (avisos): each stays until dismissed, as the user must read it. */
export function announceWarnings(texts: readonly string[]): void {
  for (const text of texts) notify({ intent: 'warning', text, timeout: -1 });
}

export function announceError(text: string): void {
  notify({ intent: 'error', text });
  if (isSessionExpiredMessage(text)) scheduleSessionExpiry();
}
