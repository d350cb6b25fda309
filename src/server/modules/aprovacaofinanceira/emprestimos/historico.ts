import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { PapelNaAprovacao } from '../../../../shared/emprestimos/aprovacao.ts';
import type { Db } from '../../../db/database.ts';

// The loan's history (table emprestimo_historico): one row per step, with who, when and what;
// GET /api/aprovacaofinanceira/emprestimo/{id}/historico reads it back in order.

export type PassoDoEmprestimo = 'SOLICITADO' | 'APROVACAO' | 'REJEICAO' | 'APROVADO' | 'TRANSFERIDO' | 'DEVOLUCAO' | 'QUITADO';

export interface DetalhesDoPasso {
  usuarioId: number | null;
  papeis?: readonly PapelNaAprovacao[];
  centavos?: number;
  motivo?: string | null;
  transferenciaId?: number;
}

export async function registrarPasso(trx: Db, emprestimoId: number, passo: PassoDoEmprestimo, d: DetalhesDoPasso): Promise<void> {
  await sql`
    INSERT INTO emprestimo_historico (emprestimo_id, passo, usuario_id, papeis, valor, motivo, transferencia_id)
    VALUES (${emprestimoId}, ${passo}, ${d.usuarioId}, ${[...(d.papeis ?? [])]}::text[],
      ${d.centavos === undefined ? null : decimalDosCentavos(d.centavos)}::numeric, ${d.motivo ?? null}, ${d.transferenciaId ?? null})`.execute(trx);
}

export interface PassoLido {
  passo: PassoDoEmprestimo;
  em: string;
  usuario: { id: number; nome: string } | null;
  papeis: PapelNaAprovacao[];
  valor: number | null;
  motivo: string | null;
  transferencia: { id: number } | null;
}

/** Every step of the loan, oldest first; null when there is no such loan. */
export async function lerHistorico(db: Db, emprestimoId: number): Promise<PassoLido[] | null> {
  const existe = await sql<{ id: number }>`SELECT id FROM emprestimo WHERE id = ${emprestimoId}`.execute(db);
  if (existe.rows.length === 0) return null;
  const { rows } = await sql<PassoLido>`
    SELECT h.passo, to_char(h.em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS em,
      CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'nome', u.nome) END AS usuario,
      h.papeis, h.valor::float8 AS valor, h.motivo,
      CASE WHEN h.transferencia_id IS NULL THEN NULL ELSE json_build_object('id', h.transferencia_id) END AS transferencia
    FROM emprestimo_historico AS h LEFT JOIN usuario AS u ON u.id = h.usuario_id
    WHERE h.emprestimo_id = ${emprestimoId} ORDER BY h.em, h.id`.execute(db);
  return rows;
}
