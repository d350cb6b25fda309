import { sql } from 'kysely';
import type { AnoDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { anoFechado, travarAno } from './anos-fechados.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';

// Fechamento freezes a year's budget (orcamento_fechamento: who, when); reopening takes the row
// away. The years listed are those with lines or a closing, and the current one.

export async function anosDoOrcamento(db: Db, unidadeId: number, anoAtual: number): Promise<AnoDoOrcamento[]> {
  const { rows } = await sql<{ ano: number; linhas: number; receitas: string; despesas: string; fechado_em: Date | null; fechado_por: string | null }>`
    WITH anos AS (
      SELECT ano FROM orcamento_linha WHERE unidade_id = ${unidadeId}
      UNION SELECT ano FROM orcamento_fechamento WHERE unidade_id = ${unidadeId}
      UNION SELECT ${anoAtual}::int
    ), somas AS (
      SELECT o.ano, count(*)::int AS linhas,
        coalesce(sum(t.total) FILTER (WHERE c.natureza = 'RECEITA'), 0) AS receitas,
        coalesce(sum(t.total) FILTER (WHERE c.natureza = 'DESPESA'), 0) AS despesas
      FROM orcamento_linha o JOIN categoria c ON c.id = o.categoria_id
      CROSS JOIN LATERAL (SELECT sum(m) AS total FROM unnest(o.meses) m) t
      WHERE o.unidade_id = ${unidadeId} GROUP BY o.ano
    )
    SELECT a.ano, coalesce(s.linhas, 0) AS linhas, coalesce(s.receitas, 0)::text AS receitas, coalesce(s.despesas, 0)::text AS despesas,
      f.fechado_em, u.nome AS fechado_por
    FROM anos a LEFT JOIN somas s ON s.ano = a.ano
    LEFT JOIN orcamento_fechamento f ON f.unidade_id = ${unidadeId} AND f.ano = a.ano
    LEFT JOIN usuario u ON u.id = f.usuario_id
    ORDER BY a.ano DESC`.execute(db);
  const reais = (texto: string) => reaisDosCentavos(centavosDoDecimal(texto) ?? 0);
  return rows.map((r) => ({
    ano: r.ano,
    linhas: r.linhas,
    receitas: reais(r.receitas),
    despesas: reais(r.despesas),
    fechado: r.fechado_em !== null,
    fechadoEm: r.fechado_em?.toISOString() ?? null,
    fechadoPor: r.fechado_por,
  }));
}

export interface MudancaDoFechamento {
  unidadeId: number;
  usuarioId: number;
  ano: number;
}

export async function fecharAno(trx: Db, { unidadeId, usuarioId, ano }: MudancaDoFechamento): Promise<void> {
  await travarAno(trx, unidadeId, ano);
  if (await anoFechado(trx, unidadeId, ano)) throw errosDeFormulario([{ field: 'ano', message: interpolar(M.jaFechado, { ano: String(ano) }) }]);
  await sql`INSERT INTO orcamento_fechamento (unidade_id, ano, usuario_id) VALUES (${unidadeId}, ${ano}, ${usuarioId})`.execute(trx);
  await auditar(trx, { usuarioId, unidadeId, entidade: 'orcamento', entidadeId: ano, acao: 'fechar' });
}

export async function reabrirAno(trx: Db, { unidadeId, usuarioId, ano }: MudancaDoFechamento): Promise<void> {
  await travarAno(trx, unidadeId, ano);
  const { rows } = await sql`DELETE FROM orcamento_fechamento WHERE unidade_id = ${unidadeId} AND ano = ${ano} RETURNING ano`.execute(trx);
  if (rows.length === 0) throw errosDeFormulario([{ field: 'ano', message: interpolar(M.naoFechado, { ano: String(ano) }) }]);
  await auditar(trx, { usuarioId, unidadeId, entidade: 'orcamento', entidadeId: ano, acao: 'reabrir' });
}
