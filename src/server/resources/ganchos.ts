import type { RawBuilder } from 'kysely';
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
  /** The form's save only: a pt-BR warning its reply carries (avisos) once the write commits; the save goes on. */
  avisar?(mensagem: string): void;
}

/**
 * What a validar hook is given: the transaction it reads in, the unit and the resource. The form's
 * save gives its whole ContextoDoGancho; the import judging its rows (in the preview, or in its
 * job's transaction, with no session) gives this much.
 */
export interface ContextoDaValidacao {
  trx: Db;
  sessao: Pick<SessaoAtiva, 'unidadeId'>;
  recurso: { url: string; modelo: Model };
  /** The form's save only (ContextoDoGancho.avisar); an import's row has none. */
  avisar?(mensagem: string): void;
}

/**
 * A read's context (the list's page and its resumos): the database, who asks, the resource, and
 * the SQL of the model's fields as the list's query names them.
 */
export interface ContextoDoFiltro {
  trx: Db;
  /** Who reads; the tags come with a list's own read (a print job runs without them). */
  sessao: Pick<SessaoAtiva, 'usuarioId' | 'unidadeId'> & Partial<Pick<SessaoAtiva, 'tags'>>;
  /** The generic resource calling: its URL and its model's name. */
  recurso: { url: string; modelo: string };
  /** The column of a model field ('usuario' is its id, 'data' itself), for a condition of the hook's own. */
  coluna(campo: string): RawBuilder<unknown>;
}

/** What the user gave an action: the prompt's text (pergunta), or its form's fields (formulario), validated. */
export interface EntradaDaAcao {
  motivo?: string | null;
  /** The action form's values, checked against its model's fields and rules; an empty one is null. */
  dados?: Registro;
}

/** What an action answers: the reply's content (the record read again, by default) and its message. */
export interface ResultadoDaAcao {
  conteudo?: unknown;
  mensagem?: string;
}

/** One declared action on one record; throws an HttpError to refuse (rolling back). */
export type AcaoDoGancho = (ctx: ContextoDoGancho, id: number, entrada: EntradaDaAcao) => Promise<ResultadoDaAcao | void>;

export interface GanchosDoModelo {
  /** More errors of a record about to be saved (or imported), after the shared rules (a date in a closed period). */
  validar?(ctx: ContextoDaValidacao, registro: Registro, antes: Registro | null): Promise<FieldError[]> | FieldError[];
  /**
   * The record to store instead (a number assigned, a value derived); nothing keeps it as it is. A
   * child list it returns as a new array is written instead of the one sent.
   */
  antesDeSalvar?(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<Registro | void>;
  /** After the write, as stored (the children of a record, a posting elsewhere). */
  depoisDeSalvar?(ctx: ContextoDoGancho, registro: Registro, antes: Registro | null): Promise<void>;
  /** The declared actions the module runs, by name. */
  acoes?: Readonly<Record<string, AcaoDoGancho>>;
  /**
   * Before the engine's 409 for an action its disponivelSe does not allow in the record's state:
   * the module may throw a refusal of its own that says why (a payable awaiting approval is not
   * paid, 422 with the level it waits at). Returning leaves the engine's 409.
   */
  explicarIndisponivel?(ctx: ContextoDoGancho, acao: string, id: number): Promise<void>;
  /**
   * How the module reads one record for its actions, scoped to the session and locked for the
   * write; null when the session cannot see it (404). A hand-written module's model (x-modulo)
   * needs it; a generic one has it only when the engine's read does not serve (a view's row that
   * no lock reaches, like a year of the budget), and its module then audits the actions.
   */
  ler?(ctx: ContextoDoGancho, id: number): Promise<Registro | null>;
  /**
   * The extra WHERE conditions (ANDed) of the list's parameter-only filters (descriptor filter
   * fields without `campo`), given the values sent, typed by their widgets; the list's page and
   * its resumos both apply them. A value left empty is absent from `parametros`. It runs on every
   * read, also with no value sent, so a hook may scope a list to its reader (what waits for them).
   */
  filtrar?(ctx: ContextoDoFiltro, parametros: Readonly<Record<string, unknown>>): readonly RawBuilder<unknown>[];
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
