import type { FieldError } from '../../shared/api/contract.ts';
import type { Model } from '../../shared/engine/types.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import type { Servicos } from '../servicos.ts';
import type { ContextoDoDestino, DestinoDaImportacao } from './importacao/destino.ts';
import type { Registro } from './registro.ts';

// The server hooks of a model: what its module adds to the generic resource (validate, before
// save, after save, one function per declared action), called by the engine inside the write's
// one transaction, so a hook that throws rolls the whole write back. A module registers its
// hooks from its own folder (src/server/modules/<familia>/), listed in modules/ganchos.ts, and
// never reaches into the engine's internals: what it needs comes in the context.

export interface ContextoDoGancho {
  /** The write's transaction: the hook's reads and writes commit or roll back with it. */
  trx: Db;
  /** Who asks, in which unit (usuarioId, unidadeId) and with which tags. */
  sessao: SessaoAtiva;
  /** The resource's URL and its model. */
  recurso: { url: string; modelo: Model };
  servicos: Servicos;
  /** Runs once the transaction has committed (closing a live connection, say); dropped on a rollback. */
  depoisDoCommit(efeito: () => void): void;
}

/** What the user gave an action: the prompt's text (pergunta), when it asks for one. */
export interface EntradaDaAcao {
  motivo?: string | null;
}

/** What an action answers: the reply's content (the record read again, by default) and its message. */
export interface ResultadoDaAcao {
  conteudo?: unknown;
  mensagem?: string;
}

/** One declared action on one record; throws an HttpError to refuse (rolling back). */
export type AcaoDoGancho = (ctx: ContextoDoGancho, id: number, entrada: EntradaDaAcao) => Promise<ResultadoDaAcao | void>;

export interface GanchosDoModelo {
  /** More errors of a record about to be saved, after the shared rules (a date in a closed period). */
  validar?(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<FieldError[]> | FieldError[];
  /** The record to store instead (a number assigned, a value derived); nothing keeps it as it is. */
  antesDeSalvar?(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<Registro | void>;
  /** After the write, as stored (the children of a record, a posting elsewhere). */
  depoisDeSalvar?(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<void>;
  /** The declared actions the module runs, by name. */
  acoes?: Readonly<Record<string, AcaoDoGancho>>;
  /**
   * How a hand-written module's model (x-modulo) reads one record for its actions, scoped to the
   * session and locked for the write; null when the session cannot see it (404). The engine reads
   * a generic model's records itself.
   */
  ler?(ctx: ContextoDoGancho, id: number): Promise<Registro | null>;
  /** How the import stores the records of a model a module keeps (x-modulo): the people register's. */
  importacao?(contexto: ContextoDoDestino): DestinoDaImportacao;
}

const registrados = new Map<string, GanchosDoModelo>();

/**
 * Registers the hooks of a model, by its $id, beside those it already has (a module may register
 * its import's and its actions' apart); registering again (another app in the same process)
 * replaces the same hooks.
 */
export function registrarGanchos(modelo: string, ganchos: GanchosDoModelo): void {
  registrados.set(modelo, { ...registrados.get(modelo), ...ganchos });
}

/** The hooks of a model; none registered is no hooks. */
export function ganchosDe(modelo: string): GanchosDoModelo {
  return registrados.get(modelo) ?? {};
}
