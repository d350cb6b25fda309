// The break-interval module's calls (spec sections 2, 4 and 7), shared by server and client.
//
// A group (grupoIntervalo, configured as an engine screen) has members (users), interval
// types and schedules: days of the week, a window start and end (HH:mm, the institution's
// time zone) and a maximum duration. Each schedule has a stable id, the
// `grupoIntervaloHorarioId` of the calls.
//
// The flow: at a window's start a scheduled job sends every member an AVISO with
// `intervalo.id` = the schedule's id. The client registers it
// (POST /api/registrointervalo/registrointervalo?grupoIntervaloHorarioId=), which creates or
// returns that day's LIBERADO interval for the user, then offers Iniciar: the interval page,
// where POST /api/registrointervalo/intervalos starts it and .../{id}/encerrar ends it; the
// duration is recorded and an overrun (longer than the schedule's maximum) is flagged.

import type { PagedContent } from './contract.ts';

export const BASE_REGISTRO_INTERVALO = '/api/registrointervalo';

export type EstadoDoIntervalo = 'LIBERADO' | 'EM_ANDAMENTO' | 'ENCERRADO';

export interface TipoDeIntervaloResumo {
  id: number;
  descricao: string;
}

/** A schedule of one of the user's groups, as the interval page offers it today. */
export interface HorarioDoIntervalo {
  /** grupoIntervaloHorarioId. */
  id: number;
  grupoId: number;
  grupo: string;
  /** HH:mm. */
  inicio: string;
  /** HH:mm. */
  fim: string;
  duracaoMaximaMin: number;
  /** Its window contains the current time (today is one of its days). */
  aberto: boolean;
  tipos: TipoDeIntervaloResumo[];
}

/** GET /api/registrointervalo/intervalos/metadata */
export interface MetadataDoIntervalo {
  /** Today's schedules of the groups the user belongs to, by start time. */
  horarios: HorarioDoIntervalo[];
  /** ISO date-time of the server, so the client's timer does not depend on the PC's clock. */
  agora: string;
}

export interface Intervalo {
  id: number;
  estado: EstadoDoIntervalo;
  grupoIntervaloHorarioId: number;
  grupo: string;
  tipo: TipoDeIntervaloResumo | null;
  /** The window's day, YYYY-MM-DD. */
  data: string;
  liberadoEm: string;
  iniciadoEm: string | null;
  encerradoEm: string | null;
  /** Whole seconds, once ended. */
  duracaoS: number | null;
  duracaoMaximaMin: number;
  /** Ended after more than duracaoMaximaMin. */
  excedido: boolean;
}

/** GET .../intervalos/ativo: the interval in progress, or null. */
export type IntervaloAtivo = Intervalo | null;

/** GET .../intervalos/resumo?dataInicial=YYYY-MM-DD&dataFinal=YYYY-MM-DD&page&rpp: the user's intervals (paged reply) plus totals. */
export interface TotaisDoResumo {
  quantidade: number;
  duracaoTotalS: number;
  excedidos: number;
}

/**
 * The reply's content: the page of the user's intervals in the unit (newest first) and the
 * totals of the whole period. Both dates default to today; a period runs at most 366 days.
 */
export interface ResumoDosIntervalos extends PagedContent<Intervalo> {
  totais: TotaisDoResumo;
}

/** POST .../intervalos (start). */
export interface InicioDoIntervalo {
  /** The LIBERADO interval to start (from the register call). */
  intervaloId: number;
  tipoIntervaloId: number;
}

/** POST /api/relatorios/registrointervalo/{relatorio}: a background job; the reply is the job (TarefaResumo). */
export type RelatorioDeIntervalo = 'intervalos' | 'excessos';
export type FormatoDoRelatorio = 'PDF' | 'XLSX';

export interface PedidoDeRelatorioDeIntervalo {
  dataInicial: string;
  dataFinal: string;
  /** One user's intervals; all users of the unit when absent. */
  usuarioId?: number;
  formato: FormatoDoRelatorio;
}
