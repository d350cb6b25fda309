import { criarApp } from '../../../src/server/app.ts';
import { lerConfig } from '../../../src/server/config.ts';
import { conectar } from '../../../src/server/db/database.ts';

// Child process of the log test: the real app over the database of argv[2], logging every
// request at info level to stdout as in production. Prints its port; SIGTERM closes it.
const db = conectar(process.argv[2] ?? '', 5);
const app = await criarApp(db, { ...lerConfig(), logLevel: 'info', jobWorkers: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const endereco = app.server.address();
console.log(JSON.stringify({ porta: typeof endereco === 'object' && endereco ? endereco.port : 0 }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
