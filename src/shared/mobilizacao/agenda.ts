// Who is on an operator's agenda today and in what order, and when a next call may be set. The
// server reads the candidates (callbacks, renewals, campaign donors) and asks these rules; dates
// are the institution's local time (America/Sao_Paulo) as text: AAAA-MM-DD and AAAA-MM-DDTHH:mm.

import type { SituacaoDaColaboracao } from '../doacao/colaboracao.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from './mensagens.ts';

export type MotivoNaAgenda = 'retorno' | 'renovacao' | 'campanha';

/** The order of the agenda: callbacks promised first, then renewals, then campaign donors. */
const PRIORIDADE: Readonly<Record<MotivoNaAgenda, number>> = { retorno: 0, renovacao: 1, campanha: 2 };

export type ResultadoDaLigacao = 'promessa' | 'recusa' | 'retornar' | 'numero_errado' | 'sem_contato' | 'outra';

export interface RegraDeRenovacao {
  diasAntesDoFim: number | null;
  falhasMinimas: number | null;
  /** Only the colaborações of this campaign; null: any. */
  campanhaId: number | null;
}

export interface ColaboracaoParaRenovar {
  fim: string | null;
  falhas: number;
  situacao: SituacaoDaColaboracao;
  campanhaId: number | null;
}

/** AAAA-MM-DD plus some days. */
export function maisDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * Whether a renewal rule puts a colaboração on the agenda: a live one (active or failing) of the
 * rule's campaign (any, without one) that ends between today and N days from today, or that has
 * failed at least N times in a row. A rule with both asks either.
 */
export function alcancaRenovacao(regra: RegraDeRenovacao, c: ColaboracaoParaRenovar, hoje: string): boolean {
  if (c.situacao !== 'ATIVA' && c.situacao !== 'FALHANDO') return false;
  if (regra.campanhaId !== null && regra.campanhaId !== c.campanhaId) return false;
  const terminando = regra.diasAntesDoFim !== null && c.fim !== null && c.fim >= hoje && c.fim <= maisDias(hoje, regra.diasAntesDoFim);
  const falhando = regra.falhasMinimas !== null && c.falhas >= regra.falhasMinimas;
  return terminando || falhando;
}

export interface PeriodoDaCampanha {
  inicio: string;
  fim: string | null;
  ativo: boolean;
}

/** A campaign is running today: active, started, and not ended (its last day included). */
export const campanhaEmCurso = (c: PeriodoDaCampanha, hoje: string): boolean => c.ativo && c.inicio <= hoje && (c.fim === null || hoje <= c.fim);

/** A callback is due today when its time is today or earlier (one missed yesterday stays due). */
export const retornoPendente = (proximaLigacao: string, hoje: string): boolean => proximaLigacao.slice(0, 10) <= hoje;

/** A donor called within these days is not offered again for a renewal or a campaign (a callback still is). */
export const DIAS_SEM_REPETIR = 7;

/** Whether the last call (AAAA-MM-DD, local) was within DIAS_SEM_REPETIR days before today. */
export const chamadoHaPouco = (ultimaLigacao: string | null, hoje: string): boolean =>
  ultimaLigacao !== null && ultimaLigacao.slice(0, 10) > maisDias(hoje, -DIAS_SEM_REPETIR);

export interface CandidatoDaAgenda {
  pessoaId: number;
  motivo: MotivoNaAgenda;
  /** What orders donors of the same reason: the callback's time, the commitment's end, the campaign's start. */
  quando: string;
}

/** One entry per donor (the reason that comes first), callbacks first, each reason by its `quando`. */
export function ordenarAgenda(candidatos: readonly CandidatoDaAgenda[]): CandidatoDaAgenda[] {
  const compara = (a: CandidatoDaAgenda, b: CandidatoDaAgenda): number =>
    PRIORIDADE[a.motivo] - PRIORIDADE[b.motivo] || a.quando.localeCompare(b.quando) || a.pessoaId - b.pessoaId;
  const porPessoa = new Map<number, CandidatoDaAgenda>();
  for (const c of [...candidatos].sort(compara)) if (!porPessoa.has(c.pessoaId)) porPessoa.set(c.pessoaId, c);
  return [...porPessoa.values()];
}

const DATA_HORA = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** How far ahead a callback may be set. */
export const DIAS_MAXIMOS_DO_RETORNO = 365;

/**
 * The next call's time (AAAA-MM-DDTHH:mm, local) given the outcome: required to call back,
 * after now, within a year; null when it is fine. The message is a catalogue key.
 */
export function conferirProximaLigacao(resultado: ResultadoDaLigacao, proxima: string | null, agora: string): string | null {
  if (proxima === null) return resultado === 'retornar' ? M.retornoObrigatorio : null;
  if (!DATA_HORA.test(proxima) || Number.isNaN(Date.parse(`${proxima}:00Z`)) || new Date(`${proxima}:00Z`).toISOString().slice(0, 16) !== proxima) {
    return M.retornoInvalido;
  }
  if (proxima <= agora) return M.retornoNoPassado;
  if (proxima.slice(0, 10) > maisDias(agora.slice(0, 10), DIAS_MAXIMOS_DO_RETORNO)) return M.retornoDistante;
  return null;
}
