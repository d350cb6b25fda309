import { lerConfig } from '../config.ts';
import { compilarClienteSeMudou } from './build-cliente.ts';
import { abrirBanco } from '../db/iniciar.ts';
import { criarApp } from '../app.ts';
import { semearReferencia } from '../seed/referencia.ts';
import { LOGINS_DEMO, semearDemo, semearInstalacaoMinima } from '../seed/demo.ts';
import { carregarCatalogoDeTelas, CatalogoInvalido, TabelasIncompativeis } from '../resources/index.ts';

// `npm start`: build the client when its sources changed (its compressed forms are written
// once the server is up), open and migrate the database, seed on first start, serve on PORT,
// and stop cleanly on Ctrl+C. A broken descriptor or model, or a table a model can no longer
// describe, stops the start with the list of problems.

const inicio = performance.now();
const config = lerConfig();
const catalogo = await carregarCatalogoDeTelas().catch(pararSeInvalido);
const cliente = await compilarClienteSeMudou();
const banco = await abrirBanco(config);
await semearReferencia(banco.db);
const senhaInicial = config.seedDemo ? (await semearDemo(banco.db, undefined, config.dataDir), null) : await semearInstalacaoMinima(banco.db);
const app = await criarApp(banco.db, config, { catalogo }).catch(async (e: unknown) => {
  await banco.encerrar();
  return pararSeInvalido(e);
});
await app.listen({ port: config.port, host: config.host });
// After the start, not beside it: the compression takes seconds of CPU. Until it ends, the files go uncompressed.
cliente.precomprimir().catch((e: unknown) => console.error('Não foi possível comprimir o cliente; ele vai sem compressão:', e));

const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
console.log(`\nAlicerce pronto em ${segundos} s: http://localhost:${config.port}`);
console.log(
  `Canal em tempo real em /mqtt${config.redisUrl ? ', compartilhado pelo Redis' : ''}; ` +
    `tarefas em segundo plano ${config.jobWorkers ? 'executadas neste processo' : 'executadas por outros processos (JOB_WORKERS=false)'}.`,
);
if (config.seedDemo) {
  console.log('Logins de demonstração:');
  for (const l of LOGINS_DEMO) console.log(`  ${l.login.padEnd(12)} senha ${l.senha.padEnd(12)} ${l.descricao}`);
} else if (senhaInicial) {
  console.log(`Administrador inicial: login admin, senha ${senhaInicial} (troque-a no primeiro acesso).`);
}

function pararSeInvalido(e: unknown): never {
  if (!(e instanceof CatalogoInvalido) && !(e instanceof TabelasIncompativeis)) throw e;
  console.error(`\nO Alicerce não pode iniciar. ${e.message}`);
  process.exit(1);
}

let encerrando = false;
async function encerrar(sinal: string): Promise<void> {
  // A second Ctrl+C does not wait for running jobs (they resume at the next start).
  if (encerrando) process.exit(1);
  encerrando = true;
  console.log(`\n${sinal} recebido: encerrando (tarefas em andamento têm até 10 s para terminar)...`);
  await app.close();
  await banco.encerrar();
  process.exit(0);
}
process.on('SIGINT', () => void encerrar('SIGINT'));
process.on('SIGTERM', () => void encerrar('SIGTERM'));
