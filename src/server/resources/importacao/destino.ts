import type { ErroDaLinha, ValoresDaLinha } from '../../../shared/api/importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Descriptor } from '../../../shared/engine/types.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogoDeTelas } from '../catalogo-de-telas.ts';

// What the import engine asks of whoever stores a model's records: the engine itself for the
// models it serves (destino-do-recurso.ts), a module's hook (ganchos.ts) for a model a module
// keeps (the people register). The engine reads the file, maps, previews, batches, checkpoints
// and reports; the destino judges rows, finds keys already registered and inserts.

/** A row judged as the form's save would judge it; `R` is what the destino needs to insert it. */
export type Avaliacao<R = unknown> = { valida: false; erros: ErroDaLinha[] } | { valida: true; chaves: readonly string[]; registro: R };

export type Valida<R = unknown> = Extract<Avaliacao<R>, { valida: true }>;

/** A record a key found (or a row of the batch created). */
export interface Cadastrado {
  id: number;
  /** Its code in the unit, where the model numbers its records (a person's). */
  codigo: number | null;
}

export interface AlvoDoLote {
  importacaoId: number;
  unidadeId: number;
  usuarioId: number;
}

export interface NovaDoLote<R = unknown> {
  linha: number;
  valores: ValoresDaLinha;
  registro: R;
}

export interface DestinoDaImportacao<R = unknown> {
  /** Judges rows (their mapped cells), loading at once what many rows need (their towns, their references). */
  avaliar(db: Db, linhas: readonly ValoresDaLinha[], unidadeId: number): Promise<Avaliacao<R>[]>;
  /** {key → the first record holding it}, as the form's duplicate rule sees them. */
  cadastrados(db: Db, chaves: readonly string[], unidadeId: number): Promise<Map<string, Cadastrado>>;
  /** Locks every key until the transaction ends, in one order all writers share (no deadlock). */
  travar(trx: Db, chaves: readonly string[]): Promise<void>;
  /** Inserts a batch's new records with their audit rows naming the import; {line → the record created}. */
  incluir(trx: Db, alvo: AlvoDoLote, novas: readonly NovaDoLote<R>[]): Promise<Map<number, Cadastrado>>;
  /** A row's message when its key is already registered. */
  duplicado(chave: string, cadastrado: Cadastrado): ErroDaLinha;
  /** Why a valid row is ignored when its key repeats an earlier row's. */
  repetida(chave: string, linha: number): string;
}

/** What a module's hook gets to build its destino. */
export interface ContextoDoDestino {
  db: Db;
  catalogo: CatalogoDeTelas;
  descritor: Descriptor;
  importacao: ImportacaoResolvida;
}
