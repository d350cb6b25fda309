import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import './environment.ts';
import './dialogoNaFrente.ts';

// Each test ends as a logout does: no session, no remembered list, no pending expiry, and the
// success-toast throttle starts over (a test's toast would otherwise be dropped within 500 ms of
// the previous test's). The files of a worker share one module graph and one window (the client
// project does not isolate them: README, "Testes").
afterEach(() => {
  cleanup();
  teardownSession();
});

// And each file goes back to the real clock and an untitled page.
afterAll(() => {
  vi.useRealTimers();
  document.title = '';
});
