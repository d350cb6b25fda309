import { mkdir, writeFile } from 'node:fs/promises';
import { vazamentosNoRegistro } from './registro.ts';
import { iniciarServidor } from './servidor.ts';

/**
 * Starts the server of this checkout for every spec, logging every request; stops it afterwards
 * and fails the run when its log leaked a token, a password or a CPF (kept in
 * test-results/servidor.log).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servidor = await iniciarServidor(process.cwd(), { LOG_LEVEL: 'info' });
  process.env.E2E_BASE_URL = servidor.baseUrl;
  process.env.E2E_DATA_DIR = servidor.dataDir;
  return async () => {
    await servidor.parar();
    const saida = servidor.saida();
    await mkdir('test-results', { recursive: true });
    await writeFile('test-results/servidor.log', saida);
    const { vazamentos, requisicoes } = vazamentosNoRegistro(saida);
    if (requisicoes === 0) throw new Error('O registro do servidor não tem nenhuma requisição: o nível info não valeu.');
    if (vazamentos.length > 0) throw new Error(`O registro do servidor vazou dados:\n${vazamentos.slice(0, 20).join('\n')}`);
  };
}
