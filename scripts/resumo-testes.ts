import { existsSync, readFileSync } from 'node:fs';

// CI's closing lines, one per runner, in the plain 'N passed, N failed' form.

interface RelatorioVitest {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

interface RelatorioPlaywright {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function ler<T>(arquivo: string): T | null {
  return existsSync(arquivo) ? (JSON.parse(readFileSync(arquivo, 'utf8')) as T) : null;
}

const [vitestArquivo = 'relatorios/vitest.json', e2eArquivo = 'test-results/e2e.json', rotulo = 'vitest'] = process.argv.slice(2);
const vitest = ler<RelatorioVitest>(vitestArquivo);
if (vitest) console.log(`${rotulo}: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests} skipped`);
const e2e = ler<RelatorioPlaywright>(e2eArquivo);
if (e2e) console.log(`playwright: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.skipped} skipped`);
