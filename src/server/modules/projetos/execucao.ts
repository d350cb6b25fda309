import { sql } from 'kysely';
import type { EmprestimoDoProjeto, ExecucaoDaPagina, PrestacaoDoProjeto } from '../../../shared/api/projetos.ts';
import type { SituacaoDoEmprestimo } from '../../../shared/emprestimos/situacao.ts';
import { centavosDoDecimal } from '../../../shared/financeiro/centavos.ts';
import { dayjs, fusoHorario } from '../../../shared/format/dayjs.ts';
import { estadoDoEmprestimo, type SentidoDoEmprestimo } from '../../../shared/projetos/emprestimos.ts';
import { situacaoDaPrestacao, type TipoDePrestacao } from '../../../shared/projetos/prestacao.ts';
import { executarProjeto } from '../../../shared/projetos/rubricas.ts';
import type { Db } from '../../db/database.ts';

// What the project page shows beside its form: the budget vs executed by rubrica from the títulos
// charged to the project (any unit; cancelled ones left out), its balance, the loans it gave or
// received (the loans' tables, migration 0040; rejected ones left out) and its next
// accountability report not yet presented, overdue or due.

const centavos = (texto: string): number => centavosDoDecimal(texto) ?? 0;

interface EmprestimoLido {
  id: number;
  sentido: SentidoDoEmprestimo;
  outro: string;
  situacao: Exclude<SituacaoDoEmprestimo, 'REJEITADO'>;
  valor: string;
  devolvido: string;
  devolucao: string;
}

async function emprestimosDo(db: Db, projetoId: number, hoje: string): Promise<EmprestimoDoProjeto[]> {
  const { rows } = await sql<EmprestimoLido>`
    SELECT e.id, CASE WHEN e.projeto_origem_id = ${projetoId} THEN 'CONCEDIDO' ELSE 'RECEBIDO' END AS sentido,
      o.codigo || ' – ' || o.nome AS outro, e.situacao, e.valor::text AS valor, e.devolvido::text AS devolvido,
      to_char(e.data_devolucao, 'YYYY-MM-DD') AS devolucao
    FROM emprestimo AS e
    JOIN projeto AS o ON o.id = CASE WHEN e.projeto_origem_id = ${projetoId} THEN e.projeto_destino_id ELSE e.projeto_origem_id END
    WHERE (e.projeto_origem_id = ${projetoId} OR e.projeto_destino_id = ${projetoId}) AND e.situacao <> 'REJEITADO'
    ORDER BY e.data_devolucao, e.id`.execute(db);
  return rows.map((e) => ({
    id: e.id,
    sentido: e.sentido,
    outroProjeto: e.outro,
    valorCentavos: centavos(e.valor),
    saldoCentavos: centavos(e.valor) - centavos(e.devolvido),
    dataDevolucao: e.devolucao,
    estado: estadoDoEmprestimo(e.situacao, e.devolucao, hoje),
  }));
}

async function proximaPrestacao(db: Db, projetoId: number, hoje: string): Promise<PrestacaoDoProjeto | null> {
  const { rows } = await sql<{ tipo: TipoDePrestacao; vencimento: string }>`
    SELECT tipo, to_char(vencimento, 'YYYY-MM-DD') AS vencimento FROM projeto_prestacao
    WHERE projeto_id = ${projetoId} AND apresentada_em IS NULL ORDER BY vencimento, ordem, id LIMIT 1`.execute(db);
  const p = rows[0];
  return p === undefined ? null : { tipo: p.tipo, vencimento: p.vencimento, apresentadaEm: null, situacao: situacaoDaPrestacao(p.vencimento, null, hoje) };
}

export async function execucaoDoProjeto(db: Db, projetoId: number): Promise<ExecucaoDaPagina> {
  const hoje = dayjs().tz(fusoHorario()).format('YYYY-MM-DD');
  const [rubricas, titulos, emprestimos, prestacao] = await Promise.all([
    sql<{ id: number; rotulo: string; orcado: string }>`
      SELECT id, codigo || ' - ' || descricao AS rotulo, valor_total::text AS orcado FROM projeto_rubrica
      WHERE projeto_id = ${projetoId} ORDER BY ordem, id`.execute(db),
    sql<{ tipo: 'RECEITA' | 'DESPESA'; rubrica_id: number | null; valor: string }>`
      SELECT tipo, rubrica_id, sum(valor)::text AS valor FROM titulo
      WHERE projeto_id = ${projetoId} AND situacao <> 'CANCELADO' GROUP BY tipo, rubrica_id`.execute(db),
    emprestimosDo(db, projetoId, hoje),
    proximaPrestacao(db, projetoId, hoje),
  ]);
  return {
    execucao: executarProjeto(
      rubricas.rows.map((r) => ({ id: r.id, rotulo: r.rotulo, orcadoCentavos: centavos(r.orcado) })),
      titulos.rows.map((t) => ({ tipo: t.tipo, rubricaId: t.rubrica_id, valorCentavos: centavos(t.valor) })),
    ),
    emprestimos,
    proximaPrestacao: prestacao,
  };
}
