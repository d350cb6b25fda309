import { sql } from 'kysely';
import type { CalendarioDeAtendimento } from '../../../shared/atendimento/calendario.ts';
import { calcularSla, PRIORIDADES, SITUACOES_DO_ATENDIMENTO, type EventoDoAtendimento, type MetasDoSla, type Prioridade, type SlaDoAtendimento } from '../../../shared/atendimento/sla.ts';
import type { Db } from '../../db/database.ts';
import { calendarioEmVigor } from './calendario.ts';

// A ticket's SLA written back after every change, recomputed from its history (status and
// priority rows, the team's replies the requester sees) and its type's targets for its current
// priority: nothing is added up from the last value, so nothing drifts.

interface Chamado {
  aberto_em: Date;
  prioridade: Prioridade;
  solicitante_usuario_id: number | null;
  metas: Record<Prioridade, MetasDoSla>;
}

async function lerChamado(trx: Db, id: number): Promise<Chamado | null> {
  const { rows } = await sql<Omit<Chamado, 'metas'> & Record<string, number>>`
    SELECT c.aberto_em, c.prioridade, c.solicitante_usuario_id, t.*
    FROM atendimento_chamado AS c JOIN atendimento_tipo AS t ON t.id = c.tipo_id WHERE c.id = ${id}`.execute(trx);
  const linha = rows[0];
  if (linha === undefined) return null;
  const metas = Object.fromEntries(PRIORIDADES.map((p) => {
    const sufixo = p.toLowerCase();
    return [p, { primeiraResposta: Number(linha[`primeira_resposta_${sufixo}`]), resolucao: Number(linha[`resolucao_${sufixo}`]) }];
  })) as Record<Prioridade, MetasDoSla>;
  return { aberto_em: linha.aberto_em, prioridade: linha.prioridade, solicitante_usuario_id: linha.solicitante_usuario_id, metas };
}

async function eventos(trx: Db, id: number, solicitante: number | null): Promise<EventoDoAtendimento[]> {
  const historico = await sql<{ campo: string; valor: string; em: Date }>`
    SELECT chave AS campo, valor, em FROM atendimento_historico
    WHERE atendimento_id = ${id} AND chave IN ('situacao', 'prioridade') AND valor IS NOT NULL ORDER BY em, id`.execute(trx);
  const respostas = await sql<{ em: Date }>`
    SELECT em FROM atendimento_mensagem WHERE atendimento_id = ${id} AND NOT interna
      AND autor_id IS DISTINCT FROM ${solicitante} ORDER BY em LIMIT 1`.execute(trx);
  const daHistoria = historico.rows.flatMap((h): EventoDoAtendimento[] => {
    const em = h.em.getTime();
    const situacao = SITUACOES_DO_ATENDIMENTO.find((s) => s === h.valor);
    const prioridade = PRIORIDADES.find((p) => p === h.valor);
    if (h.campo === 'situacao' && situacao !== undefined) return [{ em, tipo: 'situacao', para: situacao }];
    if (h.campo === 'prioridade' && prioridade !== undefined) return [{ em, tipo: 'prioridade', para: prioridade }];
    return [];
  });
  return [...daHistoria, ...respostas.rows.map((r): EventoDoAtendimento => ({ em: r.em.getTime(), tipo: 'resposta' }))];
}

const instante = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** A ticket's SLA at an instant, from its history; null when there is no such ticket. */
export async function slaDoAtendimento(trx: Db, id: number, agora: Date, calendario?: CalendarioDeAtendimento): Promise<SlaDoAtendimento | null> {
  const chamado = await lerChamado(trx, id);
  if (chamado === null) return null;
  const historico = { abertura: chamado.aberto_em.getTime(), prioridade: chamado.prioridade, eventos: await eventos(trx, id, chamado.solicitante_usuario_id) };
  return calcularSla(calendario ?? (await calendarioEmVigor(trx)), historico, (p) => chamado.metas[p], agora.getTime());
}

/** Recomputes and stores a ticket's due dates and SLA states as of `agora`. */
export async function recalcularSla(trx: Db, id: number, agora: Date): Promise<void> {
  const sla = await slaDoAtendimento(trx, id, agora);
  if (sla === null) return;
  const { primeiraResposta: r, resolucao: s } = sla;
  await sql`UPDATE atendimento_chamado SET
      prazo_primeira_resposta = ${instante(r.prazo)}, primeira_resposta_em = ${instante(r.concluidaEm)}, estado_primeira_resposta = ${r.situacao},
      prazo_resolucao = ${instante(s.prazo)}, resolvido_em = ${instante(s.concluidaEm)}, estado_resolucao = ${s.situacao},
      atualizado_em = now()
    WHERE id = ${id}`.execute(trx);
}
