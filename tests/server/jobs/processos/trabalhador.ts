import { conectar } from '../../../../src/server/db/database.ts';
import { criarTarefas } from '../../../../src/server/jobs/tarefas.ts';
import { TEMPOS_RAPIDOS } from '../../../support/filhos.ts';
import { tipoPassos } from './tipo-passos.ts';

// Child process of the crash test: a worker over the database of argv[2], to be killed with SIGKILL.
const db = conectar(process.argv[2] ?? '', 4);
const tarefas = criarTarefas({
  db,
  avisos: { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined },
  ...TEMPOS_RAPIDOS,
});
await tarefas.registrarTipoDeTarefa(tipoPassos);
await tarefas.iniciar();
console.log('pronto');
