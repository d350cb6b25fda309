import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compilarClienteSeMudou } from '../../src/server/cli/build-cliente.ts';
import { vazamentosNoRegistro } from './registro.ts';

const PASTA = 'test-results';

/**
 * Builds and compresses the client once (the workers' servers then start without building), and after the run
 * fails it when a server's log leaked a token, a password or a CPF; the logs of every worker's
 * server are joined in test-results/servidor.log.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Compressed and marked built here: otherwise the first server of the run built it again, and
  // two workers' servers built it at once.
  await (await compilarClienteSeMudou()).precomprimir();
  return async () => {
    const arquivos = (await readdir(PASTA).catch(() => [])).filter((a) => /^servidor-\d+\.log$/.test(a));
    const saida = (await Promise.all(arquivos.map((a) => readFile(path.join(PASTA, a), 'utf8')))).join('');
    if (arquivos.length === 0) return;
    await writeFile(path.join(PASTA, 'servidor.log'), saida);
    const { vazamentos, requisicoes } = vazamentosNoRegistro(saida);
    if (requisicoes === 0) throw new Error('O registro do servidor não tem nenhuma requisição: o nível info não valeu.');
    if (vazamentos.length > 0) throw new Error(`O registro do servidor vazou dados:\n${vazamentos.slice(0, 20).join('\n')}`);
  };
}
