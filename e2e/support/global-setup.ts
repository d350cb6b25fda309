import { iniciarServidor } from './servidor.ts';

/** Starts the server of this checkout for every spec; stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servidor = await iniciarServidor(process.cwd());
  process.env.E2E_BASE_URL = servidor.baseUrl;
  process.env.E2E_DATA_DIR = servidor.dataDir;
  return servidor.parar;
}
