import { criarApp } from '../../../src/server/app.ts';
import { lerConfig } from '../../../src/server/config.ts';
import { conectar } from '../../../src/server/db/database.ts';

// Child process of the tests that need a server of their own (argv: database URL, then optional
// Redis URL and DATA_DIR; LOG_LEVEL and JOB_WORKERS from the environment, silent by default).
// Prints its port as {"porta":N}; SIGTERM closes it cleanly.
const [url = '', redisUrl = '', dataDir = ''] = process.argv.slice(2);
const db = conectar(url, 5);
const config = lerConfig({ ...process.env, DATA_DIR: dataDir || undefined, REDIS_URL: redisUrl || undefined });
const app = await criarApp(db, { ...config, logLevel: process.env.LOG_LEVEL ?? 'silent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const endereco = app.server.address();
console.log(JSON.stringify({ porta: typeof endereco === 'object' && endereco ? endereco.port : 0 }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
