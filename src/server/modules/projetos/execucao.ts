import { sql } from 'kysely';
import type { ExecucaoDaPagina } from '../../../shared/api/projetos.ts';
import { centavosDoDecimal } from '../../../shared/financeiro/centavos.ts';
import { dayjs, fusoHorario } from '../../../shared/format/dayjs.ts';
import { situacaoDaPrestacao, type TipoDePrestacao } from '../../../shared/projetos/prestacao.ts';
import { executarProjeto } from '../../../shared/projetos/rubricas.ts';
import type { Db } from '../../db/database.ts';

// What the project page shows beside its form: the budget vs executed by rubrica from the títulos
// charged to the project (any unit; cancelled ones left out), its balance, its goals and its
// accountability deadlines, each presented, overdue or due.

const centavos = (texto: string): number => centavosDoDecimal(texto) ?? 0;

export async function execucaoDoProjeto(db: Db, projetoId: number): Promise<ExecucaoDaPagina> {
  const [rubricas, titulos, metas, prestacoes] = await Promise.all([
    sql<{ id: number; rotulo: string; orcado: string }>`
      SELECT id, codigo || ' - ' || descricao AS rotulo, valor_total::text AS orcado FROM projeto_rubrica
      WHERE projeto_id = ${projetoId} ORDER BY ordem, id`.execute(db),
    sql<{ tipo: 'RECEITA' | 'DESPESA'; rubrica_id: number | null; valor: string }>`
      SELECT tipo, rubrica_id, sum(valor)::text AS valor FROM titulo
      WHERE projeto_id = ${projetoId} AND situacao <> 'CANCELADO' GROUP BY tipo, rubrica_id`.execute(db),
    sql<{ descricao: string; indicador: string; alvo: string; realizado: string }>`
      SELECT descricao, indicador, alvo::text, realizado::text FROM projeto_meta WHERE projeto_id = ${projetoId} ORDER BY ordem, id`.execute(db),
    sql<{ tipo: TipoDePrestacao; vencimento: string; apresentada_em: string | null }>`
      SELECT tipo, to_char(vencimento, 'YYYY-MM-DD') AS vencimento, to_char(apresentada_em, 'YYYY-MM-DD') AS apresentada_em
      FROM projeto_prestacao WHERE projeto_id = ${projetoId} ORDER BY vencimento, ordem, id`.execute(db),
  ]);
  const hoje = dayjs().tz(fusoHorario()).format('YYYY-MM-DD');
  return {
    execucao: executarProjeto(
      rubricas.rows.map((r) => ({ id: r.id, rotulo: r.rotulo, orcadoCentavos: centavos(r.orcado) })),
      titulos.rows.map((t) => ({ tipo: t.tipo, rubricaId: t.rubrica_id, valorCentavos: centavos(t.valor) })),
    ),
    metas: metas.rows.map((m) => ({ descricao: m.descricao, indicador: m.indicador, alvo: Number(m.alvo), realizado: Number(m.realizado) })),
    prestacoes: prestacoes.rows.map((p) => ({ tipo: p.tipo, vencimento: p.vencimento, apresentadaEm: p.apresentada_em, situacao: situacaoDaPrestacao(p.vencimento, p.apresentada_em, hoje) })),
  };
}
