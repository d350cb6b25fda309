import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PASTA_CLIENTE, RAIZ } from '../caminhos.ts';

// What the client is built from: its code, and the texts it carries (the release notes on
// /versoes, the help pages and their screenshots), read when it is built.
const FONTES = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json', 'CHANGELOG.md', 'docs/ajuda'];
const MARCA = path.join(PASTA_CLIENTE, '.build-hash');

async function arquivosDe(caminho: string): Promise<string[]> {
  if (!existsSync(caminho)) return [];
  if ((await stat(caminho)).isDirectory()) {
    const entradas = await readdir(caminho, { recursive: true, withFileTypes: true });
    return entradas.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }
  return [caminho];
}

/** A hash of every client source under `raiz`, so a warm start skips the build when nothing changed. */
export async function hashDasFontes(raiz: string = RAIZ): Promise<string> {
  const hash = createHash('sha256');
  const arquivos = (await Promise.all(FONTES.map((f) => arquivosDe(path.join(raiz, f))))).flat().sort();
  for (const arquivo of arquivos) {
    hash.update(path.relative(raiz, arquivo));
    hash.update(await readFile(arquivo));
  }
  return hash.digest('hex');
}

export async function compilarClienteSeMudou(): Promise<void> {
  const atual = await hashDasFontes();
  const anterior = existsSync(MARCA) ? await readFile(MARCA, 'utf8') : null;
  if (anterior === atual && existsSync(path.join(PASTA_CLIENTE, 'index.html'))) return;
  console.log('Compilando o cliente (as fontes mudaram desde a última compilação)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(RAIZ, 'vite.config.ts'), logLevel: 'warn' });
  await writeFile(MARCA, atual);
}
