import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run bench <nome>` runs scripts/bench-<nome>.ts; each prints its table.

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = ['carga', 'financeiro', 'formulario', 'mqtt', 'ofx', 'peso', 'pessoas'];

const nome = process.argv[2];
if (!nome || !BENCHMARKS.includes(nome)) {
  console.error(`Uso: npm run bench <${BENCHMARKS.join('|')}>`);
  process.exit(2);
}
const arquivo = path.join(AQUI, `bench-${nome}.ts`);
if (!existsSync(arquivo)) throw new Error(`${arquivo} não existe.`);
const { status } = spawnSync(process.execPath, [arquivo, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(status ?? 1);
