import { criarApp } from '../../../src/server/app.ts';
import { lerConfig } from '../../../src/server/config.ts';
import { abrirBanco } from '../../../src/server/db/iniciar.ts';
import { semearDemo } from '../../../src/server/seed/demo.ts';
import { semearReferencia } from '../../../src/server/seed/referencia.ts';
import { TEMPOS_RAPIDOS } from '../../support/filhos.ts';

// Child process of the crash test. Its code loaded, it says `carregado` and waits for a port on
// stdin (0: any; the test loads the next server while the current one runs); then it starts as
// `npm start` does: opens and migrates the database of argv[2], seeds what is missing, and serves
// the real app with its job workers on, over the files of argv[3], on that port, which it prints.
// The job supervision is shortened so a killed server's job resumes within seconds. It is only
// ever stopped with SIGKILL.
console.log('carregado');
const porta = await new Promise<number>((r) => process.stdin.once('data', (d: Buffer) => r(Number(d.toString().trim()))));
const config = { ...lerConfig({ DATABASE_URL: process.argv[2], DATA_DIR: process.argv[3] }), logLevel: 'warn', jobWorkers: true };
const banco = await abrirBanco(config);
await semearReferencia(banco.db);
await semearDemo(banco.db);
const app = await criarApp(banco.db, config, { tempos: TEMPOS_RAPIDOS });
await app.listen({ port: porta, host: '127.0.0.1' });
const endereco = app.server.address();
console.log(JSON.stringify({ porta: typeof endereco === 'object' && endereco ? endereco.port : 0 }));
