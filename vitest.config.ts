import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // CI keeps its log short and leaves a JSON report (outside test-results/, which Playwright empties) for the summary line (scripts/resumo-testes.ts).
    reporters: process.env.CI ? ['dot', ['json', { outputFile: 'relatorios/vitest.json' }]] : ['default'],
    projects: [
      {
        test: { name: 'shared', include: ['tests/shared/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The live channel's tests time handshakes and session checks: they run alone, after (tempo-real).
          exclude: ['tests/server/realtime/**'],
          environment: 'node',
          globalSetup: ['tests/support/global-db.ts'],
          // Server files wait mostly on PostgreSQL and child processes: three at once on two cores halves the suite.
          // Projects with their own number of workers run one after the other (groupOrder).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'tempo-real',
          include: ['tests/server/realtime/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-db.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 4 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-db.ts'],
          // The crash test alone takes two minutes, mostly waiting on its server: the other files run beside it.
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/support/setup.ts'],
          // Lazily loaded pages are transformed on first use; on two busy cores that alone can take seconds.
          // One file per core: jsdom work is CPU-bound.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
