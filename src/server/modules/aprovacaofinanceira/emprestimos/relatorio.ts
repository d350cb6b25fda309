import { sql } from 'kysely';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import type { Db } from '../../../db/database.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { celulaDaData, dinheiro } from '../../financeiro/relatorios/celulas.ts';

// The report "Empréstimos em aberto e atrasados" (the loans card of aprovacaofinanceira/relatorios):
// every loan still owing on the day of issue, by return date, with what was lent, returned and
// is owed, and the days overdue. pdfDaTabela and xlsxDaTabela (jobs/relatorios/) render it; the
// totals are one sum in SQL, exact to the cent.

export const TITULO_EMPRESTIMOS_EM_ABERTO = 'Empréstimos em aberto e atrasados';

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Devolução prevista', tipo: 'data', largura: 2.6 },
  { titulo: 'Projeto que empresta', tipo: 'texto', largura: 4 },
  { titulo: 'Projeto que recebe', tipo: 'texto', largura: 4 },
  { titulo: 'Finalidade', tipo: 'texto', largura: 4.5 },
  { titulo: 'Transferido em', tipo: 'data', largura: 2.6 },
  { titulo: 'Valor', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Devolvido', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Saldo devedor', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Dias em atraso', tipo: 'numero', largura: 1.8 },
];

interface Linha {
  devolucao: DataISO;
  origem: string;
  destino: string;
  finalidade: string;
  transferencia: DataISO | null;
  valor: string;
  devolvido: string;
  saldo: string;
  atraso: number;
}

/** The table of the loans open on `hoje` (YYYY-MM-DD), overdue ones with their days. */
export async function tabelaDosEmprestimosEmAberto(db: Db, hoje: DataISO): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<Linha>`
    SELECT to_char(e.data_devolucao, 'YYYY-MM-DD') AS devolucao, po.codigo || ' – ' || po.nome AS origem, pd.codigo || ' – ' || pd.nome AS destino,
      e.finalidade, to_char(e.data_transferencia, 'YYYY-MM-DD') AS transferencia, e.valor::text AS valor, e.devolvido::text AS devolvido,
      (e.valor - e.devolvido)::text AS saldo, greatest(${hoje}::date - e.data_devolucao, 0) AS atraso
    FROM emprestimo AS e JOIN projeto AS po ON po.id = e.projeto_origem_id JOIN projeto AS pd ON pd.id = e.projeto_destino_id
    WHERE e.situacao IN ('TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO') ORDER BY e.data_devolucao, e.id`.execute(db);
  const { rows: somas } = await sql<{ saldo: string; atrasado: string }>`
    SELECT coalesce(sum(valor - devolvido), 0)::text AS saldo, coalesce(sum(valor - devolvido) FILTER (WHERE data_devolucao < ${hoje}::date), 0)::text AS atrasado
    FROM emprestimo WHERE situacao IN ('TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO')`.execute(db);
  return {
    titulo: TITULO_EMPRESTIMOS_EM_ABERTO,
    subtitulos: [`Posição em ${formatDate(hoje)}`],
    colunas: COLUNAS,
    linhas: rows.map((l) => [
      celulaDaData(l.devolucao), l.origem, l.destino, l.finalidade, l.transferencia === null ? null : celulaDaData(l.transferencia), l.valor, l.devolvido, l.saldo, l.atraso,
    ]),
    totais: [dinheiro('Saldo devedor', somas[0]?.saldo ?? '0'), dinheiro('Saldo atrasado', somas[0]?.atrasado ?? '0')],
    vazio: 'Nenhum empréstimo em aberto.',
  };
}
