import { sql } from 'kysely';
import type { ItemDaAgenda } from '../../../../shared/api/telemarketing.ts';
import type { SituacaoDaColaboracao } from '../../../../shared/doacao/colaboracao.ts';
import {
  alcancaRenovacao,
  campanhaEmCurso,
  chamadoHaPouco,
  ordenarAgenda,
  retornoPendente,
  type CandidatoDaAgenda,
  type RegraDeRenovacao,
} from '../../../../shared/mobilizacao/agenda.ts';
import type { Db } from '../../../db/database.ts';

// Who is on an operator's agenda today, in the unit: their own callbacks due (today or missed),
// the colaborações the renewal rules reach, and the donors of the campaigns running by
// telemarketing not called since the campaign began; none called in the last days (but a callback)
// and none another operator holds. The rules are src/shared/mobilizacao/agenda.ts.

const FUSO = 'America/Sao_Paulo';

async function retornos(db: Db, unidadeId: number, operadorId: number, hoje: string): Promise<CandidatoDaAgenda[]> {
  const { rows } = await sql<{ pessoa_id: number; proxima: string; operador_id: number }>`
    SELECT DISTINCT ON (pessoa_id) pessoa_id, operador_id, to_char(proxima_ligacao AT TIME ZONE ${FUSO}, 'YYYY-MM-DD"T"HH24:MI') AS proxima
    FROM mobilizacao_ligacao WHERE unidade_id = ${unidadeId} AND ativo
    ORDER BY pessoa_id, data DESC, id DESC`.execute(db);
  return rows
    .filter((r) => r.operador_id === operadorId && r.proxima !== null && retornoPendente(r.proxima, hoje))
    .map((r) => ({ pessoaId: r.pessoa_id, motivo: 'retorno', quando: r.proxima }));
}

async function renovacoes(db: Db, unidadeId: number, hoje: string, ultimas: ReadonlyMap<number, string>): Promise<CandidatoDaAgenda[]> {
  const regras = await sql<{ dias: number | null; falhas: number | null; campanha: number | null }>`
    SELECT dias_antes_do_fim AS dias, falhas_minimas AS falhas, campanha_id AS campanha FROM mobilizacao_regra_renovacao WHERE ativo`.execute(db);
  if (regras.rows.length === 0) return [];
  const lista: RegraDeRenovacao[] = regras.rows.map((r) => ({ diasAntesDoFim: r.dias, falhasMinimas: r.falhas, campanhaId: r.campanha }));
  const { rows } = await sql<{ pessoa_id: number; fim: string | null; falhas: number; situacao: SituacaoDaColaboracao; campanha: number | null }>`
    SELECT c.pessoa_id, c.fim::text AS fim, c.falhas, c.situacao, c.campanha_cadastrada_id AS campanha
    FROM colaboracao AS c JOIN pessoa AS p ON p.id = c.pessoa_id AND p.ativo
    WHERE c.unidade_id = ${unidadeId} AND c.ativo AND c.situacao IN ('ATIVA', 'FALHANDO') AND (c.fim >= ${hoje}::date OR c.falhas > 0)`.execute(db);
  return rows
    .filter((c) => !chamadoHaPouco(ultimas.get(c.pessoa_id) ?? null, hoje))
    .filter((c) => lista.some((regra) => alcancaRenovacao(regra, { fim: c.fim, falhas: c.falhas, situacao: c.situacao, campanhaId: c.campanha }, hoje)))
    .map((c) => ({ pessoaId: c.pessoa_id, motivo: 'renovacao', quando: c.fim ?? hoje }));
}

async function campanhas(db: Db, unidadeId: number, hoje: string, ultimas: ReadonlyMap<number, string>): Promise<CandidatoDaAgenda[]> {
  const { rows } = await sql<{ pessoa_id: number; inicio: string; fim: string | null; ativo: boolean }>`
    SELECT DISTINCT c.pessoa_id, k.inicio::text AS inicio, k.fim::text AS fim, k.ativo
    FROM mobilizacao_campanha AS k
    JOIN colaboracao AS c ON c.campanha_cadastrada_id = k.id AND c.unidade_id = ${unidadeId} AND c.ativo
    JOIN pessoa AS p ON p.id = c.pessoa_id AND p.ativo
    WHERE k.canal = 'telemarketing' AND k.ativo`.execute(db);
  return rows
    .filter((r) => campanhaEmCurso(r, hoje))
    .filter((r) => {
      const ultima = ultimas.get(r.pessoa_id) ?? null;
      return !chamadoHaPouco(ultima, hoje) && (ultima === null || ultima.slice(0, 10) < r.inicio);
    })
    .map((r) => ({ pessoaId: r.pessoa_id, motivo: 'campanha', quando: r.inicio }));
}

/** Each donor's last call in the unit (AAAA-MM-DDTHH:mm, local). */
async function ultimasLigacoes(db: Db, unidadeId: number): Promise<Map<number, string>> {
  const { rows } = await sql<{ pessoa_id: number; ultima: string }>`
    SELECT pessoa_id, to_char(max(data) AT TIME ZONE ${FUSO}, 'YYYY-MM-DD"T"HH24:MI') AS ultima
    FROM mobilizacao_ligacao WHERE unidade_id = ${unidadeId} GROUP BY pessoa_id`.execute(db);
  return new Map(rows.map((r) => [r.pessoa_id, r.ultima]));
}

/** The operator's agenda today, in order, without the donors other operators hold. */
export async function agendaDoOperador(db: Db, unidadeId: number, operadorId: number, hoje: string): Promise<ItemDaAgenda[]> {
  const ultimas = await ultimasLigacoes(db, unidadeId);
  const ordenada = ordenarAgenda([
    ...(await retornos(db, unidadeId, operadorId, hoje)),
    ...(await renovacoes(db, unidadeId, hoje, ultimas)),
    ...(await campanhas(db, unidadeId, hoje, ultimas)),
  ]);
  if (ordenada.length === 0) return [];
  const ids = ordenada.map((c) => c.pessoaId);
  const { rows } = await sql<{ pessoa_id: number; nome: string }>`
    SELECT p.id AS pessoa_id, p.nome FROM pessoa AS p
    WHERE p.id = ANY(${ids}::int[]) AND p.unidade_id = ${unidadeId}
      AND NOT EXISTS (SELECT 1 FROM mobilizacao_reserva AS r WHERE r.pessoa_id = p.id AND r.ate > now() AND r.operador_id <> ${operadorId})`.execute(db);
  const nomes = new Map(rows.map((r) => [r.pessoa_id, r.nome]));
  return ordenada.flatMap((c) => {
    const nome = nomes.get(c.pessoaId);
    return nome === undefined ? [] : [{ pessoaId: c.pessoaId, nome, motivo: c.motivo, quando: c.quando }];
  });
}
