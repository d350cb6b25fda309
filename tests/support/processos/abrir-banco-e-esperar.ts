import { lerConfig } from '../../../src/server/config.ts';
import { abrirBanco } from '../../../src/server/db/iniciar.ts';

// Child process of the crash-recovery test: opens the embedded database of DATA_DIR, commits a
// write, says so, then waits to be killed with SIGKILL.
const banco = await abrirBanco(lerConfig());
await banco.db
  .insertInto('parametro')
  .values({ chave: 'gravado_antes_do_kill', valor: JSON.stringify(process.argv[2] ?? 'sim') })
  .execute();
console.log('pronto');
setInterval(() => undefined, 60_000);
