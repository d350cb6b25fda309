import { criarApp } from '../../src/server/app.ts';
import { lerConfig } from '../../src/server/config.ts';
import { conectar } from '../../src/server/db/database.ts';

// A server process of the MQTT bench over the database of argv[2] (REDIS_URL and JOB_WORKERS
// come from the environment). Prints its port; SIGTERM closes it.
const db = conectar(process.argv[2] ?? '', 20);
const app = await criarApp(db, { ...lerConfig(), logLevel: 'silent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const endereco = app.server.address();
console.log(JSON.stringify({ porta: typeof endereco === 'object' && endereco ? endereco.port : 0 }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
