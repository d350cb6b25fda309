import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PASTA_CLIENTE, RAIZ } from '../caminhos.ts';
import { precomprimir } from './precomprimir.ts';

// What the client is built from: its code, and the texts it carries (the release notes on
// /versoes, the help pages and their screenshots), read when it is built.
const FONTES = ['src/client', 'src/shared', 'vite.config.ts', 'src/server/cli/precomprimir.ts', 'package-lock.json', 'CHANGELOG.md', 'docs/ajuda'];
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

export interface ClienteCompilado {
  /**
   * Writes the .br and .gz of a new build, then marks the build done (a start stopped before
   * that builds again). Nothing to do when the last build was reused.
   */
  precomprimir(): Promise<void>;
}

/** Builds the client when its sources changed; resolves once its files are written. */
export async function compilarClienteSeMudou(): Promise<ClienteCompilado> {
  const atual = await hashDasFontes();
  const anterior = existsSync(MARCA) ? await readFile(MARCA, 'utf8') : null;
  if (anterior === atual && existsSync(path.join(PASTA_CLIENTE, 'index.html'))) return { precomprimir: async () => undefined };
  console.log('Compilando o cliente (as fontes mudaram desde a última compilação)...');
  const [{ build }, { configuracaoDoCliente }] = await Promise.all([import('vite'), import('../../../vite.config.ts')]);
  await build({ ...configuracaoDoCliente({ precomprimir: false }), configFile: false, logLevel: 'warn' });
  return {
    precomprimir: async () => {
      await precomprimir(PASTA_CLIENTE);
      await writeFile(MARCA, atual);
    },
  };
}
