import type { Authtokens } from './auth/authtoken.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Carteiro } from './email.ts';
import type { ServicoDeParametros } from './modules/parametros/servico.ts';
import type { Arquivos } from './arquivos.ts';
import type { Tarefas } from './jobs/tarefas.ts';
import type { TempoReal } from './realtime/tempo-real.ts';

/** What the route modules need, built once at start. */
export interface Servicos {
  db: Db;
  config: Config;
  authtokens: Authtokens;
  carteiro: Carteiro;
  /** The institution's parameters in force (configuracoes/parametro), over the environment's defaults. */
  parametros: ServicoDeParametros;
  arquivos: Arquivos;
  /** The live channel (broker) of this process. */
  tempoReal: TempoReal;
  /** Background jobs (pg-boss). */
  tarefas: Tarefas;
  /** The current instant; tests set the clock of time-bound rules (break windows). */
  agora: () => Date;
}
