import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import './environment.ts';
import './dialogoNaFrente.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The files of a worker share one module graph and one window (the client project does not
// isolate them: README, "Testes"): each file ends as a logout does, so the next starts from no
// session, no remembered list, no pending expiry and the real clock.
afterAll(() => {
  vi.useRealTimers();
  teardownSession();
  document.title = '';
});
