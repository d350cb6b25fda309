import { conectar } from '../../../../src/server/db/database.ts';
import { criarTarefas } from '../../../../src/server/jobs/tarefas.ts';
import { tarefaDaImportacao } from '../../../../src/server/resources/importacao/index.ts';
import { TEMPOS_RAPIDOS } from '../../../support/filhos.ts';
import { importacaoDePessoas } from './importacao-ajudantes.ts';
import { lenta } from './importacao-lenta.ts';

// Child process of the import's crash test: a worker running the (slowed) import job over the
// database of argv[2], to be killed with SIGKILL mid-import.
const db = conectar(process.argv[2] ?? '', 4);
const tarefas = criarTarefas({ db, avisos: { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined }, ...TEMPOS_RAPIDOS });
await tarefas.registrarTipoDeTarefa(lenta(tarefaDaImportacao(await importacaoDePessoas(db)), Number(process.argv[3] ?? 100)));
await tarefas.iniciar();
console.log('pronto');
