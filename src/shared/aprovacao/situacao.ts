import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DA_APROVACAO as M } from './mensagens.ts';
import type { Aprovador, Decisao, Nivel, Situacao } from './tipos.ts';

/** The título under approval: its total, who asked for it, its tier's levels and the decisions so far. */
export interface TituloEmAprovacao {
  totalCentavos: number;
  solicitanteId: number | null;
  niveis: readonly Nivel[];
  umaAprovacaoValePorNiveis: boolean;
  decisoes: readonly Decisao[];
}

const dentroDoLimite = (a: Aprovador, totalCentavos: number): boolean =>
  a.limiteMensalCentavos === null || a.aprovadoNoMesCentavos + totalCentavos <= a.limiteMensalCentavos;

/**
 * Where a título stands: one rejection rejects it; the levels are walked in order, each done by
 * one approval (QUALQUER) or by every approver it has (TODOS). Nobody approves what they asked
 * for, nor past their monthly limit, nor a second level (unless the tier lets one approval count
 * for every level the person holds). A level with nobody able to approve passes to the next
 * level; with none left, the título waits and says why.
 */
export function situacaoDaAprovacao(t: TituloEmAprovacao): Situacao {
  if (t.decisoes.some((d) => d.decisao === 'REJEITADO')) return { situacao: 'REJEITADO' };
  const aprovacoes = t.decisoes.filter((d) => d.decisao === 'APROVADO');
  let semAprovador: number | null = null;
  for (const nivel of t.niveis) {
    const daquiNivel = new Set(nivel.aprovadores.map((a) => a.usuarioId));
    const aprovaramAqui = new Set(
      aprovacoes.filter((d) => d.nivel === nivel.ordem || (t.umaAprovacaoValePorNiveis && d.nivel < nivel.ordem && daquiNivel.has(d.usuarioId))).map((d) => d.usuarioId),
    );
    const deOutroNivel = new Set(aprovacoes.filter((d) => d.nivel !== nivel.ordem).map((d) => d.usuarioId));
    const disponiveis = nivel.aprovadores
      .filter((a) => a.usuarioId !== t.solicitanteId && !aprovaramAqui.has(a.usuarioId))
      .filter((a) => t.umaAprovacaoValePorNiveis || !deOutroNivel.has(a.usuarioId))
      .filter((a) => dentroDoLimite(a, t.totalCentavos))
      .map((a) => a.usuarioId);
    const feito = nivel.regra === 'QUALQUER' ? aprovaramAqui.size > 0 : aprovaramAqui.size > 0 && disponiveis.length === 0;
    if (feito) {
      semAprovador = null;
      continue;
    }
    if (disponiveis.length > 0) return { situacao: 'PENDENTE', nivel: nivel.ordem, aprovadores: disponiveis, motivo: null };
    // Nobody here can approve: the next level approves in its place (and the first such level is the one reported).
    semAprovador ??= nivel.ordem;
  }
  if (semAprovador === null) return { situacao: 'APROVADO' };
  return { situacao: 'PENDENTE', nivel: semAprovador, aprovadores: [], motivo: interpolar(M.semAprovador, { nivel: semAprovador }) };
}
