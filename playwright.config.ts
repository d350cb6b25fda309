import { defineConfig } from '@playwright/test';

// End-to-end in Debian's Chromium against the real server and the built client: each spec is a
// user journey (README, "Testes"); each worker starts its own server (e2e/support/fixtures.ts) on
// a free port with a temporary DATA_DIR, after the global setup has built the client once.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  // Two workers, each with its own server: a page's load and its accessibility check leave a core
  // idle with one. The global setup builds the client and marks it built, so no server builds it.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['dot'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
