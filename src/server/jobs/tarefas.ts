import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { TarefaResumo } from '../../shared/realtime/protocolo.ts';
import type { Db } from '../db/database.ts';
import { abrirAgendamento } from './agendamentos.ts';
import { executarTrabalho, notificarFim, type AmbienteDeExecucao, type Avisador, type Trabalho } from './execucao.ts';
import { conexaoDoPgBoss } from './pgboss.ts';
import { resumoDaTarefa } from './resumo.ts';
import { comTarefas } from './tabelas.ts';
import type { Agendamento, TipoDeTarefa } from './tipos.ts';

export interface OpcoesDasTarefas {
  db: Db;
  avisos: Avisador;
  /** Run workers in this process (every server process does by default). */
  executar?: boolean;
  /** Workers per job kind. */
  concorrencia?: number;
  pollingS?: number;
  /** Heartbeat of running attempts. */
  pulsoMs?: number;
  /** A heartbeat this old means the attempt's process died: the job is handed back to pg-boss. */
  mortoMs?: number;
  supervisaoMs?: number;
  /** How long `parar` waits for running attempts before handing them back to the queue. */
  esperaAoPararMs?: number;
  log?: (mensagem: string, erro?: unknown) => void;
}

/** The supervision timings, shortened by tests that kill a server and wait for its jobs to resume. */
export type TemposDasTarefas = Pick<OpcoesDasTarefas, 'pollingS' | 'pulsoMs' | 'mortoMs' | 'supervisaoMs' | 'esperaAoPararMs'>;

export interface Dono {
  usuarioId: number;
  unidadeId: number | null;
}

export interface Tarefas {
  /** Adds a kind of job; when already started, its queue and workers start now. */
  registrarTipoDeTarefa<P>(def: TipoDeTarefa<P>): Promise<void>;
  /** Adds work that runs on a schedule (cron); when already started, it is scheduled now. */
  registrarAgendamento(def: Agendamento): Promise<void>;
  /** Queues a job for its owner (the row and the pg-boss job commit together). */
  criar<P>(tipo: string, dono: Dono, parametros: P): Promise<TarefaResumo>;
  tituloDe(tipo: string): string;
  iniciar(): Promise<void>;
  /** Waits a little for running attempts, then hands the rest back to the queue. */
  parar(): Promise<void>;
}

// Only one process at a time hands dead attempts back.
const LOCK_DA_SUPERVISAO = 724_202;

export function criarTarefas(opcoes: OpcoesDasTarefas): Tarefas {
  const {
    db,
    avisos,
    executar = true,
    concorrencia = 2,
    pollingS = 2,
    pulsoMs = 5_000,
    mortoMs = 30_000,
    supervisaoMs = 5_000,
    esperaAoPararMs = 10_000,
    log = () => undefined,
  } = opcoes;
  const tipos = new Map<string, TipoDeTarefa<never>>();
  const agendamentos = new Map<string, Agendamento>();
  const trabalhadores = new Map<string, string[]>();
  const emExecucao = new Map<number, string>();
  const amb: AmbienteDeExecucao = { db, avisos, mortoMs, emExecucao, log };
  const boss = new PgBoss({
    db: conexaoDoPgBoss(db),
    schema: 'pgboss',
    // pg-boss's clock sends the cron jobs of registrarAgendamento, once across processes.
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (erro) => log('pg-boss', erro));
  let iniciado = false;
  const timers: NodeJS.Timeout[] = [];

  async function abrirFila(def: TipoDeTarefa<never>): Promise<void> {
    const fila = {
      name: def.tipo,
      retryLimit: def.tentativas ?? 3,
      retryDelay: def.esperaS ?? 5,
      retryBackoff: !def.esperaFixa,
      expireInSeconds: def.expiraEmS ?? 3600,
    };
    if (await boss.getQueue(def.tipo)) await boss.updateQueue(def.tipo, fila);
    else await boss.createQueue(def.tipo, fila);
    if (!executar) return;
    const ids: string[] = [];
    for (let i = 0; i < concorrencia; i++) {
      ids.push(
        await boss.work<{ tarefaId: number }>(
          def.tipo,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollingS },
          async ([trabalho]) => {
            if (trabalho) await executarTrabalho(amb, def, trabalho as unknown as Trabalho);
          },
        ),
      );
    }
    trabalhadores.set(def.tipo, ids);
  }

  // Keeps this process's attempts alive in the table.
  async function pulsar(): Promise<void> {
    if (emExecucao.size === 0) return;
    await comTarefas(db)
      .updateTable('tarefa')
      .set({ pulso_em: sql`now()` })
      .where('estado', '=', 'executando')
      .where(sql<boolean>`execucao = ANY(${[...emExecucao.values()]}::uuid[])`)
      .execute()
      .catch((erro: unknown) => log('pulso das tarefas', erro));
  }

  /**
   * pg-boss 10 has no heartbeat: a job whose process was killed stays active until its
   * expiration. Attempts whose heartbeat stopped are failed in pg-boss now (it retries them with
   * backoff, or fails them for good when no retry is left) and their rows go back to the queue.
   * So are jobs a process fetched and died before taking their row (still queued): a live
   * worker takes the row at once after the fetch.
   */
  async function supervisionar(): Promise<void> {
    const finais: number[] = [];
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${LOCK_DA_SUPERVISAO}) AS ok`.execute(trx);
      if (!rows[0]?.ok) return;
      const t = comTarefas(trx);
      const mortoHa = sql`now() - make_interval(secs => ${mortoMs / 1000})`;
      const mortas = await t
        .selectFrom('tarefa')
        .select(['id', 'tipo', 'job_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('estado', '=', 'executando'), eb(sql`pulso_em`, '<', mortoHa)]),
            eb.and([
              eb('estado', '=', 'fila'),
              eb.exists(sql`(SELECT 1 FROM pgboss.job j WHERE j.name = tarefa.tipo AND j.id = tarefa.job_id AND j.state = 'active' AND j.started_on < ${mortoHa})`),
            ]),
          ]),
        )
        .forUpdate()
        .skipLocked()
        .execute();
      for (const m of mortas) {
        const conexao = { db: conexaoDoPgBoss(trx) };
        if (m.job_id) await boss.fail(m.tipo, m.job_id, { message: 'processo interrompido' }, conexao);
        const job = m.job_id ? await boss.getJobById(m.tipo, m.job_id, { ...conexao, includeArchive: false }) : null;
        const falhou = !job || job.state === 'failed';
        await t
          .updateTable('tarefa')
          .set({
            estado: falhou ? 'falhou' : 'fila',
            execucao: null,
            atualizada_em: sql`now()`,
            ...(falhou
              ? { erro: 'A tarefa foi interrompida e não pôde ser retomada.', concluida_em: sql`now()` }
              : { mensagem: 'Interrompida; será retomada em instantes.' }),
          })
          .where('id', '=', m.id)
          .execute();
        if (falhou) finais.push(m.id);
      }
    });
    for (const id of finais) {
      const linha = await comTarefas(db).selectFrom('tarefa').selectAll().where('id', '=', id).executeTakeFirst();
      const def = linha && tipos.get(linha.tipo);
      if (linha && def) await notificarFim(amb, def, linha);
    }
  }

  const tituloDe = (tipo: string) => tipos.get(tipo)?.titulo ?? tipo;
  const agendar = (def: Agendamento) => abrirAgendamento(boss, def, { executar, pollingS, log });

  return {
    tituloDe,

    async registrarTipoDeTarefa(def) {
      if (tipos.has(def.tipo)) throw new Error(`Tipo de tarefa repetido: ${def.tipo}`);
      tipos.set(def.tipo, def as TipoDeTarefa<never>);
      if (iniciado) await abrirFila(def as TipoDeTarefa<never>);
    },

    async registrarAgendamento(def) {
      if (agendamentos.has(def.nome) || tipos.has(def.nome)) throw new Error(`Agendamento repetido: ${def.nome}`);
      agendamentos.set(def.nome, def);
      if (iniciado) await agendar(def);
    },

    async criar(tipo, dono, parametros) {
      if (!tipos.has(tipo)) throw new Error(`Tipo de tarefa desconhecido: ${tipo}`);
      const linha = await db.transaction().execute(async (trx) => {
        const t = comTarefas(trx);
        const nova = await t
          .insertInto('tarefa')
          .values({ tipo, usuario_id: dono.usuarioId, unidade_id: dono.unidadeId, parametros: JSON.stringify(parametros ?? {}) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const jobId = await boss.send(tipo, { tarefaId: nova.id }, { db: conexaoDoPgBoss(trx) });
        return t.updateTable('tarefa').set({ job_id: jobId }).where('id', '=', nova.id).returningAll().executeTakeFirstOrThrow();
      });
      // A worker of this process takes it now instead of at its next poll.
      for (const id of trabalhadores.get(tipo) ?? []) boss.notifyWorker(id);
      return resumoDaTarefa(linha, tituloDe(tipo));
    },

    async iniciar() {
      if (iniciado) return;
      await boss.start();
      iniciado = true;
      for (const def of tipos.values()) await abrirFila(def);
      for (const def of agendamentos.values()) await agendar(def);
      if (!executar) return;
      const repetir = (fn: () => Promise<void>, ms: number) => {
        let ocupado = false;
        const timer = setInterval(() => {
          if (ocupado) return;
          ocupado = true;
          fn()
            .catch((erro: unknown) => log('tarefas', erro))
            .finally(() => (ocupado = false));
        }, ms);
        timer.unref();
        timers.push(timer);
      };
      repetir(pulsar, pulsoMs);
      repetir(supervisionar, supervisaoMs);
    },

    async parar() {
      if (!iniciado) return;
      iniciado = false;
      for (const t of timers.splice(0)) clearInterval(t);
      await boss.stop({ graceful: true, wait: true, timeout: esperaAoPararMs });
      // Attempts still running here go back to the queue at once (pg-boss has failed them for retry).
      const ainda = [...emExecucao.values()];
      if (ainda.length > 0) {
        await comTarefas(db)
          .updateTable('tarefa')
          .set({ estado: 'fila', execucao: null, mensagem: 'Interrompida; será retomada em instantes.', atualizada_em: sql`now()` })
          .where(sql<boolean>`execucao = ANY(${ainda}::uuid[])`)
          .execute()
          .catch((erro: unknown) => log('tarefas ao parar', erro));
      }
    },
  };
}
