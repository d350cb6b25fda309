import { sql } from 'kysely';
import type { DecisaoDoPapel, EmprestimoEmAprovacao, PapelNaAprovacao } from '../../../../shared/emprestimos/aprovacao.ts';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import type { SituacaoDoEmprestimo } from '../../../../shared/emprestimos/situacao.ts';
import type { Db } from '../../../db/database.ts';
import { naoEncontrado } from '../../../http/erros.ts';

// One loan as its actions need it, locked for the action's transaction, with its projects'
// coordinators and partnership data as they are now, and the decisions taken on it.

export interface ProjetoDoEmprestimo {
  codigo: string;
  nome: string;
  parceria: boolean;
  contaId: number | null;
}

export interface EmprestimoLido extends EmprestimoEmAprovacao {
  id: number;
  valorCentavos: number;
  devolvidoCentavos: number;
  contaOrigemId: number | null;
  contaDestinoId: number | null;
  dataTransferencia: string | null;
  origem: ProjetoDoEmprestimo;
  destino: ProjetoDoEmprestimo;
}

interface Linha {
  id: number;
  situacao: SituacaoDoEmprestimo;
  solicitanteId: number | null;
  valor: string;
  devolvido: string;
  contaOrigemId: number | null;
  contaDestinoId: number | null;
  dataTransferencia: string | null;
  coordenadorOrigemId: number | null;
  coordenadorDestinoId: number | null;
  origem: ProjetoDoEmprestimo;
  destino: ProjetoDoEmprestimo;
}

const projeto = (alias: 'po' | 'pd') =>
  sql.raw(`json_build_object('codigo', ${alias}.codigo, 'nome', ${alias}.nome, 'parceria', ${alias}.parceria, 'contaId', ${alias}.conta_id)`);

export async function lerEmprestimo(trx: Db, id: number): Promise<EmprestimoLido> {
  const { rows } = await sql<Linha>`
    SELECT e.id, e.situacao, e.solicitante_id AS "solicitanteId", e.valor::text AS valor, e.devolvido::text AS devolvido,
      e.conta_origem_id AS "contaOrigemId", e.conta_destino_id AS "contaDestinoId", to_char(e.data_transferencia, 'YYYY-MM-DD') AS "dataTransferencia",
      po.coordenador_id AS "coordenadorOrigemId", pd.coordenador_id AS "coordenadorDestinoId", ${projeto('po')} AS origem, ${projeto('pd')} AS destino
    FROM emprestimo AS e JOIN projeto AS po ON po.id = e.projeto_origem_id JOIN projeto AS pd ON pd.id = e.projeto_destino_id
    WHERE e.id = ${id} FOR UPDATE OF e`.execute(trx);
  const linha = rows[0];
  if (linha === undefined) throw naoEncontrado();
  return {
    ...linha,
    // No one (id 0) holds a role nobody was named for.
    solicitanteId: linha.solicitanteId ?? 0,
    coordenadorOrigemId: linha.coordenadorOrigemId ?? 0,
    coordenadorDestinoId: linha.coordenadorDestinoId ?? 0,
    valorCentavos: centavosDoDecimal(linha.valor) ?? 0,
    devolvidoCentavos: centavosDoDecimal(linha.devolvido) ?? 0,
  };
}

export async function decisoesDe(trx: Db, emprestimoId: number): Promise<DecisaoDoPapel[]> {
  const { rows } = await sql<{ papel: PapelNaAprovacao; usuarioId: number; aprovada: boolean }>`
    SELECT papel, usuario_id AS "usuarioId", aprovada FROM emprestimo_aprovacao WHERE emprestimo_id = ${emprestimoId}`.execute(trx);
  return rows;
}

export async function gravarDecisoes(trx: Db, emprestimoId: number, decisoes: readonly DecisaoDoPapel[], motivo: string | null): Promise<void> {
  for (const d of decisoes) {
    await sql`INSERT INTO emprestimo_aprovacao (emprestimo_id, papel, usuario_id, aprovada, motivo)
      VALUES (${emprestimoId}, ${d.papel}, ${d.usuarioId}, ${d.aprovada}, ${motivo})`.execute(trx);
  }
}

/** "P1 → P2", how the loan's transfers are described in the statement. */
export const descricaoDoEmprestimo = (e: EmprestimoLido, sentido: 'ida' | 'volta'): string =>
  sentido === 'ida' ? `Empréstimo ${e.origem.codigo} → ${e.destino.codigo}` : `Devolução de empréstimo ${e.destino.codigo} → ${e.origem.codigo}`;
