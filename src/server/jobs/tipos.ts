import type { TipoDeAviso } from '../../shared/realtime/protocolo.ts';
import type { DbDeTarefas } from './tabelas.ts';

/** One step's writes and the checkpoint and progress that record it. */
export interface Passo {
  ponto: unknown;
  /** 0–100. */
  progresso: number;
  mensagem?: string;
}

/** What a job's handler gets: its input, its last checkpoint, and ways to record progress. */
export interface ContextoDaTarefa<P> {
  tarefaId: number;
  usuarioId: number;
  unidadeId: number | null;
  parametros: P;
  /** The checkpoint the last attempt saved; null on the first run. */
  readonly ponto: unknown;
  db: DbDeTarefas;
  /**
   * Runs one step's writes in a transaction together with its checkpoint and progress: after a
   * crash, a step either happened and is recorded, or neither. A handler that writes only
   * through steps and resumes from `ponto` has each effect exactly once.
   */
  passo(escrever: (trx: DbDeTarefas) => Promise<Passo>): Promise<void>;
  /** Progress without a checkpoint. */
  progresso(percentual: number, mensagem?: string): Promise<void>;
}

export interface ResultadoDaTarefa {
  /** What the notice and the panel say, e.g. "42 usuários". */
  mensagem?: string;
  /** A stored file to download (the notice's link). */
  arquivoId?: number;
}

/** A kind of background job. */
export interface TipoDeTarefa<P = unknown> {
  /** The queue name, e.g. 'relatorio.usuarios'. */
  tipo: string;
  /** pt-BR, shown in the panel and as the notice's title. */
  titulo: string;
  /** How long the end notice stays (spec section 9); failures always stay until closed. */
  aviso?: TipoDeAviso;
  /** Retries after the first attempt (pg-boss retryLimit); default 3. */
  tentativas?: number;
  /** Seconds before the first retry, doubling with jitter after (pg-boss retryBackoff); default 5. */
  esperaS?: number;
  /**
   * Retry after esperaS every time, without doubling: for a job that resumes from its checkpoint,
   * where an interrupted attempt (a killed process) is no reason to wait longer each time.
   */
  esperaFixa?: boolean;
  /** An attempt running longer than this is failed by pg-boss; default one hour. */
  expiraEmS?: number;
  /** The /api resources a finished attempt changed: its end notice names them, and the screens showing them read them again. */
  recursos?: readonly string[];
  executar(ctx: ContextoDaTarefa<P>): Promise<ResultadoDaTarefa>;
}

/** A failure whose message the user may read (pt-BR). Others show a generic message. */
export class ErroDaTarefa extends Error {
  /** When false the job is not retried (the input is wrong, retrying cannot help). */
  readonly repetir: boolean;
  constructor(mensagem: string, opcoes: { repetir?: boolean } = {}) {
    super(mensagem);
    this.repetir = opcoes.repetir ?? true;
  }
}

/** This attempt no longer holds the job (another process took it over): stop without writing. */
export class ExecucaoPerdida extends Error {
  constructor() {
    super('A tarefa passou para outro processo.');
  }
}

/** Work pg-boss starts on a schedule, for no one in particular: no owner, no row in `tarefa`, no notice of its own. */
export interface Agendamento {
  /** The queue name, e.g. 'registrointervalo.anuncio'. */
  nome: string;
  /** A cron expression (minute resolution) in the institution's time zone. */
  cron: string;
  /** A run that throws is logged and not retried: the next scheduled run comes soon. */
  executar(): Promise<void>;
}
