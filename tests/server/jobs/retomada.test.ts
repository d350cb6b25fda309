import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Aviso } from '../../../src/shared/realtime/protocolo.ts';
import { criarTarefas, type Tarefas } from '../../../src/server/jobs/tarefas.ts';
import { conexaoDoPgBoss } from '../../../src/server/jobs/pgboss.ts';
import { comTarefas } from '../../../src/server/jobs/tabelas.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';
import { esperar, iniciarFilho, matar, matarTodos, TEMPOS_RAPIDOS } from '../../support/filhos.ts';
import { idDoUsuario } from '../ajudantes.ts';
import { CRIAR_TABELA_DE_EFEITOS, PASSOS, TIPO_PASSOS, tipoPassos } from './processos/tipo-passos.ts';

const TRABALHADOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'processos', 'trabalhador.ts');

let banco: BancoDeTeste;
const servicos: Tarefas[] = [];

beforeAll(async () => {
  banco = await criarBancoDeTeste();
  await CRIAR_TABELA_DE_EFEITOS.execute(banco.db);
});
// Each test's workers stop with it: a worker left polling would take the next test's job first.
afterEach(async () => {
  await matarTodos();
  for (const s of servicos.splice(0)) await s.parar();
});
afterAll(async () => {
  await banco.descartar();
});

const linhaDa = (id: number) => comTarefas(banco.db).selectFrom('tarefa').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const efeitos = (id: number) =>
  sql<{ passo: number; pid: number }>`SELECT passo, pid FROM efeito_teste WHERE tarefa_id = ${id} ORDER BY id`.execute(banco.db).then((r) => r.rows);

describe('a job whose process is killed mid-way', () => {
  it('survives the restart, resumes from its checkpoint and finishes exactly once', async () => {
    const avisos: Aviso[] = [];
    // This process only queues (no workers yet): the job waits in PostgreSQL for a worker.
    const fila = criarTarefas({ db: banco.db, avisos: { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined }, executar: false });
    servicos.push(fila);
    await fila.registrarTipoDeTarefa(tipoPassos);
    await fila.iniciar();
    const { id } = await fila.criar(TIPO_PASSOS, { usuarioId: await idDoUsuario(banco.db, 'admin'), unidadeId: null }, {});

    const { filho: primeiro } = await iniciarFilho(TRABALHADOR, [banco.url]);
    await esperar(() => linhaDa(id), (t) => t.progresso >= 50);
    await matar(primeiro);
    const noKill = await linhaDa(id);
    expect(noKill.estado).toBe('executando');
    expect(noKill.progresso).toBeGreaterThanOrEqual(50);
    expect(noKill.progresso).toBeLessThan(100);
    const feitosAntes = (await efeitos(id)).length;

    // Another worker (here, in this process): it notices the dead attempt, pg-boss retries the job.
    const segundo = criarTarefas({
      db: banco.db,
      avisos: { notificarUsuario: async (_u, a) => void avisos.push(a), atualizarTarefa: async () => undefined },
      ...TEMPOS_RAPIDOS,
    });
    servicos.push(segundo);
    await segundo.registrarTipoDeTarefa(tipoPassos);
    await segundo.iniciar();
    const fim = await esperar(() => linhaDa(id), (t) => t.estado === 'concluida');

    const todos = await efeitos(id);
    // Each step's effect exactly once, in order: the first process's, then the rest by this one.
    expect(todos.map((e) => e.passo)).toEqual(Array.from({ length: PASSOS }, (_, i) => i + 1));
    expect(todos.slice(0, feitosAntes).every((e) => e.pid === primeiro.pid)).toBe(true);
    expect(todos.slice(feitosAntes).every((e) => e.pid === process.pid)).toBe(true);
    expect(fim).toMatchObject({ estado: 'concluida', progresso: 100, tentativas: 2, mensagem: `${PASSOS} passos.`, execucao: null });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await linhaDa(id)).notificada_em).not.toBeNull();
    expect(avisos).toEqual([{ tipo: 'JOB', title: 'Passos de teste', msg: `${PASSOS} passos.`, tarefaId: id }]);
    expect((await efeitos(id)).length).toBe(PASSOS);
  });

  it('handed back by a graceful stop, resumes in the next process and finishes exactly once', async () => {
    const semAvisos = { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined };
    const primeiro = criarTarefas({ db: banco.db, avisos: semAvisos, ...TEMPOS_RAPIDOS, esperaAoPararMs: 300 });
    await primeiro.registrarTipoDeTarefa(tipoPassos);
    await primeiro.iniciar();
    const { id } = await primeiro.criar(TIPO_PASSOS, { usuarioId: await idDoUsuario(banco.db, 'admin'), unidadeId: null }, {});
    await esperar(() => linhaDa(id), (t) => t.progresso >= 30);
    await primeiro.parar();
    const devolvida = await linhaDa(id);
    expect(devolvida).toMatchObject({ estado: 'fila', execucao: null });
    expect(devolvida.progresso).toBeLessThan(100);

    const segundo = criarTarefas({ db: banco.db, avisos: semAvisos, ...TEMPOS_RAPIDOS });
    servicos.push(segundo);
    await segundo.registrarTipoDeTarefa(tipoPassos);
    await segundo.iniciar();
    const fim = await esperar(() => linhaDa(id), (t) => t.estado === 'concluida');
    expect(fim.tentativas).toBe(2);
    expect((await efeitos(id)).map((e) => e.passo)).toEqual(Array.from({ length: PASSOS }, (_, i) => i + 1));
  });

  it('fetched by a process that died before taking its row, is handed back without waiting for its expiration', async () => {
    const semAvisos = { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined };
    const fila = criarTarefas({ db: banco.db, avisos: semAvisos, executar: false });
    servicos.push(fila);
    await fila.registrarTipoDeTarefa(tipoPassos);
    await fila.iniciar();
    const { id } = await fila.criar(TIPO_PASSOS, { usuarioId: await idDoUsuario(banco.db, 'admin'), unidadeId: null }, {});
    // What a process killed right after pg-boss's fetch leaves: the job active, its row still queued.
    const morto = new PgBoss({ db: conexaoDoPgBoss(banco.db), schema: 'pgboss', supervise: false, schedule: false });
    await morto.start();
    expect(await morto.fetch(TIPO_PASSOS)).toHaveLength(1);
    await morto.stop({ graceful: false });
    expect(await linhaDa(id)).toMatchObject({ estado: 'fila', tentativas: 0 });

    const segundo = criarTarefas({ db: banco.db, avisos: semAvisos, ...TEMPOS_RAPIDOS });
    servicos.push(segundo);
    await segundo.registrarTipoDeTarefa(tipoPassos);
    await segundo.iniciar();
    const fim = await esperar(() => linhaDa(id), (t) => t.estado === 'concluida', 15_000);
    expect(fim.tentativas).toBe(1);
    expect((await efeitos(id)).map((e) => e.passo)).toEqual(Array.from({ length: PASSOS }, (_, i) => i + 1));
  });
});
