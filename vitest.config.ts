import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The projects and how they run: README, "Testes". Each new test file lands in a project by its
// folder; a project's time and test count show in CI's closing table (scripts/resumo-testes.ts).

/** What the projects over a real PostgreSQL share; tests/support/global-db.ts picks the server. */
const sobrePostgres = {
  environment: 'node' as const,
  globalSetup: ['tests/support/global-db.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/** Client tests that leak-prone neighbours made fail in a shared worker (see the closing note of 2026-11-27). */
const ISOLADOS_DO_CLIENTE = ['tests/client/pages/gestaopessoas/EdicaoEVolta.test.tsx'];

export default defineConfig({
  test: {
    // CI keeps its log short and leaves, outside test-results/ (which Playwright empties), a JSON
    // report and the per-project one of CI's closing table.
    reporters: process.env.CI
      ? ['dot', ['json', { outputFile: 'relatorios/vitest.json' }], './tests/support/relatorio-por-projeto.ts']
      : ['default'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/shared/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          // Pure rules and formats: one module graph per worker instead of one per file.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...sobrePostgres,
          name: 'server',
          // Each file builds its own app over its own database: the module graph is shared (imports
          // 7:28 → 0:36 summed, the project 7:18 → about 4 min under load).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // The live channel's tests time handshakes and session checks: they run alone, after (tempo-real).
          exclude: ['tests/server/realtime/**'],
          // Server files wait mostly on PostgreSQL and child processes: three at once on two cores halves the suite.
          // Projects with their own number of workers run one after the other (groupOrder).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...sobrePostgres,
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          // The crash test alone takes about a minute, mostly waiting on its server: the other files run beside it.
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...sobrePostgres,
          // The embedded PostgreSQL (the one `npm start` uses) whatever DATABASE_URL says: a smoke pass over every module.
          name: 'embutido',
          include: ['tests/embutido/**/*.test.ts'],
          globalSetup: ['tests/support/global-db-embutido.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: [...ISOLADOS_DO_CLIENTE],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['tests/client/support/setup.ts'],
          // One module graph and one window per worker, not one per file: 12:56 → 2:40 for the
          // project (imports 6:33 → 0:12, summed). What a page keeps between uses is forgotten when
          // the session ends, and setup.ts ends each file as a logout does. Fluent UI pre-bundled
          // into one module, for the first file of each worker.
          deps: { optimizer: { client: { enabled: true, include: ['@fluentui/react-components', '@fluentui/react-icons'] } } },
          // Lazily loaded pages are transformed on first use; on two busy cores that alone can take seconds.
          // One file per core: jsdom work is CPU-bound.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // A test that fails after some other files in its worker (state not yet found) runs in a
          // module graph of its own.
          name: 'client-isolado',
          include: [...ISOLADOS_DO_CLIENTE],
          environment: 'jsdom',
          setupFiles: ['tests/client/support/setup.ts'],
          deps: { optimizer: { client: { enabled: true, include: ['@fluentui/react-components', '@fluentui/react-icons'] } } },
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          ...sobrePostgres,
          name: 'tempo-real',
          include: ['tests/server/realtime/**/*.test.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
