import { criarApp } from '../../../../src/server/app.ts';
import { lerConfig } from '../../../../src/server/config.ts';
import { conectar } from '../../../../src/server/db/database.ts';

// Child process of the Redis test: a second server process over the same database and Redis
// (argv: database URL, Redis URL, DATA_DIR). Prints its port; SIGTERM closes it cleanly.
const [url = '', redisUrl = '', dataDir = ''] = process.argv.slice(2);
const db = conectar(url, 5);
const app = await criarApp(db, { ...lerConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl }), logLevel: 'silent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const endereco = app.server.address();
console.log(JSON.stringify({ porta: typeof endereco === 'object' && endereco ? endereco.port : 0 }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
