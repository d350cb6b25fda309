import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EstadoDaTarefa } from '../../shared/realtime/protocolo.ts';

// Table types of migration 0004_tarefas.sql, added to the app's database type where jobs need them.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export interface TarefaTable {
  id: Generated<number>;
  tipo: string;
  usuario_id: number;
  unidade_id: number | null;
  estado: ColumnType<EstadoDaTarefa, EstadoDaTarefa | undefined, EstadoDaTarefa>;
  progresso: Generated<number>;
  mensagem: string | null;
  erro: string | null;
  parametros: Json;
  ponto: ColumnType<unknown, string | null | undefined, string | null>;
  resultado: ColumnType<unknown, string | null | undefined, string | null>;
  job_id: string | null;
  execucao: string | null;
  pulso_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tentativas: Generated<number>;
  notificada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  criada_em: Timestamp;
  atualizada_em: Timestamp;
  concluida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TarefaParteTable {
  tarefa_id: number;
  ordem: number;
  conteudo: Buffer;
}

export type TabelasDeTarefas = {
  tarefa: TarefaTable;
  tarefa_parte: TarefaParteTable;
};

export type DbDeTarefas = Kysely<Database & TabelasDeTarefas>;

/** The app's database (or a transaction on it) seen with the jobs' tables. */
export function comTarefas(db: Kysely<Database>): DbDeTarefas {
  return db.withTables<TabelasDeTarefas>() as unknown as DbDeTarefas;
}
