import { MS_POR_MINUTO, msUteisEntre, somarMsUteis, type CalendarioDeAtendimento } from './calendario.ts';

// The SLA of a ticket, computed from its history and never from counters kept beside it: the
// clock runs while the ticket is open or in progress, stops while it waits for the requester and
// once it is resolved or closed (a reopened ticket runs again). The targets are those of the
// ticket's current priority, counted from the opening: a priority change recomputes both due
// dates over the same history, so the time already paused stays paused.

export const SITUACOES_DO_ATENDIMENTO = ['ABERTO', 'EM_ANDAMENTO', 'AGUARDANDO_SOLICITANTE', 'RESOLVIDO', 'FECHADO'] as const;
export type SituacaoDoAtendimento = (typeof SITUACOES_DO_ATENDIMENTO)[number];

export const PRIORIDADES = ['BAIXA', 'MEDIA', 'ALTA', 'URGENTE'] as const;
export type Prioridade = (typeof PRIORIDADES)[number];

/** Where a target stands: running and in time or late, paused, or done in time or not. */
export type SituacaoDaMeta = 'NO_PRAZO' | 'ATRASADO' | 'PAUSADO' | 'CUMPRIDO' | 'VIOLADO';

export type EventoDoAtendimento =
  | { em: number; tipo: 'situacao'; para: SituacaoDoAtendimento }
  | { em: number; tipo: 'prioridade'; para: Prioridade }
  /** A reply the requester sees, from the team: the first one answers the ticket. */
  | { em: number; tipo: 'resposta' };

export interface MetasDoSla {
  /** Business minutes. */
  primeiraResposta: number;
  resolucao: number;
}

export interface HistoricoDoAtendimento {
  abertura: number;
  prioridade: Prioridade;
  /** In any order; sorted by instant here (a tie keeps the given order). */
  eventos: readonly EventoDoAtendimento[];
}

export interface EstadoDaMeta {
  situacao: SituacaoDaMeta;
  /** When the target falls (or fell) due; null while paused with time left. */
  prazo: number | null;
  /** When it was met (the first reply, the resolution), or null. */
  concluidaEm: number | null;
  /** Business minutes the clock has run toward it. */
  consumidoMin: number;
  metaMin: number;
}

export interface SlaDoAtendimento {
  prioridade: Prioridade;
  primeiraResposta: EstadoDaMeta;
  resolucao: EstadoDaMeta;
  /** Business minutes spent waiting for the requester. */
  pausadoMin: number;
}

const CORRE: ReadonlySet<SituacaoDoAtendimento> = new Set(['ABERTO', 'EM_ANDAMENTO']);
const ENCERRADA: ReadonlySet<SituacaoDoAtendimento> = new Set(['RESOLVIDO', 'FECHADO']);

/** A stretch of time with one status; `ate` null is the one still going. */
interface Trecho {
  de: number;
  ate: number | null;
  situacao: SituacaoDoAtendimento;
}

interface Linha {
  trechos: Trecho[];
  prioridade: Prioridade;
  primeiraResposta: number | null;
}

function lerHistorico(h: HistoricoDoAtendimento): Linha {
  const eventos = [...h.eventos].sort((a, b) => a.em - b.em);
  const trechos: Trecho[] = [{ de: h.abertura, ate: null, situacao: 'ABERTO' }];
  let prioridade = h.prioridade;
  let primeiraResposta: number | null = null;
  for (const e of eventos) {
    const em = Math.max(e.em, h.abertura);
    if (e.tipo === 'prioridade') prioridade = e.para;
    if (e.tipo === 'resposta' && primeiraResposta === null) primeiraResposta = em;
    const atual = trechos[trechos.length - 1];
    if (e.tipo !== 'situacao' || atual === undefined || atual.situacao === e.para) continue;
    if (ENCERRADA.has(e.para) && primeiraResposta === null) primeiraResposta = em;
    atual.ate = em;
    trechos.push({ de: em, ate: null, situacao: e.para });
  }
  return { trechos, prioridade, primeiraResposta };
}

/** The stretches in which the clock runs, cut at an instant (the target met). */
function correndo(trechos: readonly Trecho[], ate: number | null): Trecho[] {
  return trechos
    .filter((t) => CORRE.has(t.situacao) && (ate === null || t.de < ate))
    .map((t) => ({ ...t, ate: ate === null ? t.ate : Math.min(t.ate ?? ate, ate) }));
}

function medir(c: CalendarioDeAtendimento, trechos: readonly Trecho[], metaMin: number, concluidaEm: number | null, agora: number): EstadoDaMeta {
  const metaMs = metaMin * MS_POR_MINUTO;
  let consumido = 0;
  let prazo: number | null = null;
  for (const t of correndo(trechos, concluidaEm)) {
    const fim = t.ate ?? Math.max(agora, t.de);
    if (prazo === null) {
      const duracao = t.ate === null ? Infinity : msUteisEntre(c, t.de, t.ate);
      if (consumido + duracao >= metaMs) prazo = somarMsUteis(c, t.de, metaMs - consumido);
    }
    consumido += msUteisEntre(c, t.de, fim);
  }
  // A target met with time left: its due date as it stood, had the clock gone on.
  if (prazo === null && concluidaEm !== null && consumido < metaMs) prazo = somarMsUteis(c, concluidaEm, metaMs - consumido);
  const ultimo = trechos[trechos.length - 1];
  const correAgora = concluidaEm === null && ultimo !== undefined && CORRE.has(ultimo.situacao);
  const base = { prazo, concluidaEm, consumidoMin: consumido / MS_POR_MINUTO, metaMin };
  if (concluidaEm !== null) return { ...base, situacao: consumido <= metaMs ? 'CUMPRIDO' : 'VIOLADO' };
  if (prazo !== null && prazo < agora) return { ...base, situacao: 'ATRASADO' };
  return { ...base, situacao: correAgora ? 'NO_PRAZO' : 'PAUSADO' };
}

/** When the ticket was resolved (or closed) and stays so: the first of its last closed stretches; null while open. */
function encerradoEm(trechos: readonly Trecho[]): number | null {
  let em: number | null = null;
  for (let i = trechos.length - 1; i >= 0; i--) {
    const t = trechos[i];
    if (t === undefined || !ENCERRADA.has(t.situacao)) break;
    em = t.de;
  }
  return em;
}

/** The SLA of a ticket at an instant, from its opening, its history and the targets by priority. */
export function calcularSla(
  c: CalendarioDeAtendimento,
  historico: HistoricoDoAtendimento,
  metas: (prioridade: Prioridade) => MetasDoSla,
  agora: number,
): SlaDoAtendimento {
  const { trechos, prioridade, primeiraResposta } = lerHistorico(historico);
  const resolvidoEm = encerradoEm(trechos);
  const alvo = metas(prioridade);
  const pausadoMs = trechos
    .filter((t) => t.situacao === 'AGUARDANDO_SOLICITANTE')
    .reduce((soma, t) => soma + msUteisEntre(c, t.de, t.ate ?? Math.max(agora, t.de)), 0);
  return {
    prioridade,
    primeiraResposta: medir(c, trechos, alvo.primeiraResposta, primeiraResposta, agora),
    resolucao: medir(c, trechos, alvo.resolucao, resolvidoEm, agora),
    pausadoMin: pausadoMs / MS_POR_MINUTO,
  };
}
