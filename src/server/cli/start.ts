import { lerConfig } from '../config.ts';
import { compilarClienteSeMudou } from './build-cliente.ts';
import { abrirBanco } from '../db/iniciar.ts';
import { criarApp } from '../app.ts';
import { semearReferencia } from '../seed/referencia.ts';
import { LOGINS_DEMO, semearDemo, semearInstalacaoMinima } from '../seed/demo.ts';

// `npm start`: build the client when its sources changed, open and migrate the database,
// seed on first start, serve on PORT, and stop cleanly on Ctrl+C.

const inicio = performance.now();
const config = lerConfig();
await compilarClienteSeMudou();
const banco = await abrirBanco(config);
await semearReferencia(banco.db);
const senhaInicial = config.seedDemo ? (await semearDemo(banco.db), null) : await semearInstalacaoMinima(banco.db);
const app = await criarApp(banco.db, config);
await app.listen({ port: config.port, host: config.host });

const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
console.log(`\nAlicerce pronto em ${segundos} s: http://localhost:${config.port}`);
if (config.seedDemo) {
  console.log('Logins de demonstração:');
  for (const l of LOGINS_DEMO) console.log(`  ${l.login.padEnd(9)} senha ${l.senha.padEnd(9)} ${l.descricao}`);
} else if (senhaInicial) {
  console.log(`Administrador inicial: login admin, senha ${senhaInicial} (troque-a no primeiro acesso).`);
}

let encerrando = false;
async function encerrar(sinal: string): Promise<void> {
  if (encerrando) return;
  encerrando = true;
  console.log(`\n${sinal} recebido: encerrando...`);
  await app.close();
  await banco.encerrar();
  process.exit(0);
}
process.on('SIGINT', () => void encerrar('SIGINT'));
process.on('SIGTERM', () => void encerrar('SIGTERM'));
