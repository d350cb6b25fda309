import { conectar } from '../../../../src/server/db/database.ts';
import { criarTarefas } from '../../../../src/server/jobs/tarefas.ts';
import { cadastroDoCatalogo } from '../../../../src/server/modules/pessoas/cadastro.ts';
import { tarefaDaImportacao } from '../../../../src/server/modules/pessoas/importacao/tarefa.ts';
import { carregarCatalogoDeTelas } from '../../../../src/server/resources/index.ts';
import { TEMPOS_RAPIDOS } from '../../../support/filhos.ts';
import { lenta } from './importacao-lenta.ts';

// Child process of the import's crash test: a worker running the (slowed) import job over the
// database of argv[2], to be killed with SIGKILL mid-import.
const db = conectar(process.argv[2] ?? '', 4);
const cadastro = cadastroDoCatalogo(await carregarCatalogoDeTelas(), db);
if (cadastro === null) throw new Error('catálogo sem o cadastro de pessoas');
const tarefas = criarTarefas({ db, avisos: { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined }, ...TEMPOS_RAPIDOS });
await tarefas.registrarTipoDeTarefa(lenta(tarefaDaImportacao(cadastro), Number(process.argv[3] ?? 100)));
await tarefas.iniciar();
console.log('pronto');
