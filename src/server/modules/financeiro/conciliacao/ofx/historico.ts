import { sql } from 'kysely';
import { IMPORTACOES_LISTADAS, type ImportacaoDeExtrato } from '../../../../../shared/api/conciliacaoOfx.ts';
import type { TipoDoExtrato } from '../../../../../shared/financeiro/ofx/tipos.ts';
import type { Db } from '../../../../db/database.ts';

// The latest statement imports of the unit's accounts (of one, when contaId says), newest first.

interface Linha {
  id: number;
  criadoEm: Date;
  arquivo: string;
  contaId: number;
  contaDescricao: string;
  tipo: TipoDoExtrato;
  inicio: string | null;
  fim: string | null;
  linhasNovas: number;
  usuario: string | null;
}

export async function importacoesDaUnidade(db: Db, unidadeId: number, contaId: number | null): Promise<ImportacaoDeExtrato[]> {
  const daConta = contaId === null ? sql`` : sql`AND i.conta_id = ${contaId}`;
  const { rows } = await sql<Linha>`
    SELECT i.id, i.criado_em AS "criadoEm", i.arquivo, c.id AS "contaId", c.descricao AS "contaDescricao", i.tipo,
      to_char(i.inicio, 'YYYY-MM-DD') AS inicio, to_char(i.fim, 'YYYY-MM-DD') AS fim, i.linhas_novas AS "linhasNovas", u.nome AS usuario
    FROM extrato_importacao AS i JOIN conta AS c ON c.id = i.conta_id LEFT JOIN usuario AS u ON u.id = i.usuario_id
    WHERE i.unidade_id = ${unidadeId} AND i.ativo ${daConta}
    ORDER BY i.criado_em DESC, i.id DESC LIMIT ${IMPORTACOES_LISTADAS}`.execute(db);
  return rows.map(({ contaId: id, contaDescricao: descricao, criadoEm, ...r }) => ({ ...r, criadoEm: criadoEm.toISOString(), conta: { id, descricao } }));
}
