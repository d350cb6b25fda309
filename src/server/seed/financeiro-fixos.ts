import { sql } from 'kysely';
import { somarMeses } from '../../shared/calendario/index.ts';
import { decimalDosCentavos } from '../../shared/financeiro/centavos.ts';
import { periodoDosMeses, type Periodicidade } from '../../shared/financeiro/recorrencia.ts';
import { formatModel } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { feriadosDaInstituicao } from '../modules/financeiro/titulos/feriados.ts';
import { gerarDoLancamento, type LancamentoFixo } from '../modules/financeiro/fixos/geracao.ts';

// Each unit's fixed entries: the recurring bills and income of the títulos' demo
// (financeiro-titulos-modelos.ts), with the person and account of their latest título. This
// month's títulos came from them (títulos definidos, linked to the títulos already seeded);
// next month's are generated and wait for review (títulos a definir), so next month's seeded
// títulos of those entries give way to them.

interface Fixo {
  tipo: 'RECEITA' | 'DESPESA';
  descricao: string;
  categoria: string;
  centroCusto: string;
  centavos: number;
  dia: number;
  periodicidade: Periodicidade;
}

const fixo = (tipo: Fixo['tipo'], descricao: string, categoria: string, centroCusto: string, centavos: number, dia: number, periodicidade: Periodicidade = 'MENSAL'): Fixo => ({
  tipo, descricao, categoria, centroCusto, centavos, dia, periodicidade,
});

const FIXOS: readonly Fixo[] = [
  fixo('DESPESA', 'Aluguel', '2.3.01', '01', 450000, 10),
  fixo('DESPESA', 'Energia elétrica', '2.3.04', '01', 68000, 15),
  fixo('DESPESA', 'Água e esgoto', '2.3.03', '01', 21000, 18),
  fixo('DESPESA', 'Telefone e internet', '2.3.05', '01', 32990, 20),
  fixo('DESPESA', 'Folha de pagamento', '2.1.01', '03', 1850000, 5),
  fixo('DESPESA', 'Contabilidade', '2.2.03', '01', 180000, 12),
  fixo('DESPESA', 'Tarifas bancárias', '2.5.01', '01', 8950, 28),
  fixo('RECEITA', 'Doações mensais de pessoas físicas', '1.1.01', '02', 920000, 10),
  fixo('RECEITA', 'Termo de fomento — parcela', '1.2.01', '03', 3500000, 20, 'BIMESTRAL'),
  fixo('RECEITA', 'Rendimento da aplicação', '1.4.01', '01', 95000, 30),
];

async function inserirFixos(db: Db, unidade: number, inicio: string): Promise<LancamentoFixo[]> {
  const valores = FIXOS.map(
    (f) => sql`(${f.tipo}, ${f.descricao}, ${f.categoria}, ${f.centroCusto}, ${decimalDosCentavos(f.centavos)}::numeric, ${f.periodicidade}, ${f.dia}::int)`,
  );
  const { rows } = await sql<LancamentoFixo>`
    INSERT INTO lancamento_fixo (unidade_id, tipo, descricao, pessoa_id, categoria_id, centro_custo_id, conta_id, valor, periodicidade, dia_vencimento, inicio)
    SELECT ${unidade}, v.tipo, v.descricao, ultimo.pessoa_id, c.id, cc.id, coalesce(ultimo.conta_id, (SELECT min(id) FROM conta WHERE unidade_id = ${unidade})),
      v.valor, v.periodicidade, v.dia, ${inicio}::date
    FROM (VALUES ${sql.join(valores)}) AS v (tipo, descricao, categoria, centro, valor, periodicidade, dia)
    JOIN categoria AS c ON c.codigo = v.categoria
    LEFT JOIN centro_custo AS cc ON cc.codigo = v.centro
    LEFT JOIN LATERAL (SELECT pessoa_id, conta_id FROM titulo AS t WHERE t.unidade_id = ${unidade} AND t.tipo = v.tipo AND t.descricao LIKE v.descricao || ' %'
      ORDER BY t.data_vencimento DESC LIMIT 1) AS ultimo ON true
    RETURNING id, descricao, periodicidade, dia_vencimento, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim`.execute(db);
  return rows;
}

/** This month's títulos of the entries, seeded already, as the confirmed títulos a definir they came from. */
async function definirDoMes(db: Db, unidade: number, mes: string): Promise<void> {
  const sufixo = `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
  await sql`
    INSERT INTO titulo_a_definir (unidade_id, lancamento_fixo_id, tipo, descricao, pessoa_id, categoria_id, centro_custo_id, conta_id,
      previsto, vencimento, vencimento_real, valor, situacao, titulo_id, atualizado_em)
    SELECT f.unidade_id, f.id, t.tipo, t.descricao, t.pessoa_id, t.categoria_id, t.centro_custo_id, t.conta_id,
      t.data_vencimento, t.data_vencimento, p.vencimento_real, t.valor, 'DEFINIDO', t.id, t.emissao
    FROM lancamento_fixo AS f
    JOIN titulo AS t ON t.unidade_id = f.unidade_id AND t.tipo = f.tipo AND t.descricao = f.descricao || ' ' || ${sufixo} AND t.situacao <> 'CANCELADO'
    JOIN parcela AS p ON p.titulo_id = t.id AND p.numero = 1
    WHERE f.unidade_id = ${unidade}
    ON CONFLICT (lancamento_fixo_id, previsto) DO NOTHING`.execute(db);
}

/** Next month's títulos of the entries are not títulos yet: the generation makes them títulos a definir. */
async function gerarProximoMes(db: Db, unidade: number, fixos: readonly LancamentoFixo[], mes: string): Promise<void> {
  const sufixo = `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
  await sql`DELETE FROM titulo AS t USING lancamento_fixo AS f
    WHERE t.unidade_id = ${unidade} AND f.unidade_id = t.unidade_id AND t.tipo = f.tipo AND t.descricao = f.descricao || ' ' || ${sufixo}
      AND t.situacao = 'ABERTO' AND NOT EXISTS (SELECT 1 FROM baixa AS b WHERE b.titulo_id = t.id)`.execute(db);
  const feriados = await feriadosDaInstituicao(db);
  const periodo = periodoDosMeses(mes.slice(0, 7), mes.slice(0, 7));
  for (const f of fixos) await gerarDoLancamento(db, f, periodo, feriados);
}

export async function semearLancamentosFixos(db: Db, unidades: readonly number[]): Promise<void> {
  const esteMes = `${formatModel(new Date()).slice(0, 7)}-01`;
  for (const unidade of unidades) {
    const fixos = await inserirFixos(db, unidade, somarMeses(esteMes, -12));
    await definirDoMes(db, unidade, esteMes);
    await gerarProximoMes(db, unidade, fixos, somarMeses(esteMes, 1));
  }
}
