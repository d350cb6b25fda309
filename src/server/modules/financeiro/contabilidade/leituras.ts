import { sql } from 'kysely';
import { LIMITE_DO_RAZAO, type BalanceteDaUnidade, type RazaoDaUnidade } from '../../../../shared/api/contabilidade.ts';
import { assinar, balancete as balanceteDoPlano, type Periodo } from '../../../../shared/contabilidade/balancete.ts';
import type { OrigemDoLancamento } from '../../../../shared/contabilidade/origens.ts';
import type { Partida } from '../../../../shared/contabilidade/partida.ts';
import { razao as razaoDaConta } from '../../../../shared/contabilidade/razao.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { lerPlano } from './plano.ts';

export const MENSAGEM_CONTA_ANALITICA = 'Escolha uma conta analítica: o razão mostra os lançamentos de uma conta que os recebe.';

// The balancete and the razão of a unit, for the extratos page and the reports (relatórios calls
// these functions). The sums come from saldo_contabil_diario (a day's debits and credits per
// account, kept by triggers), handed to the pure rules (src/shared/contabilidade/) as entries
// against an account outside the chart, which the rules leave out: the rules roll the synthetic
// accounts up and sign each balance by its nature.

const centavos = (valor: string | number | null): number => Math.round(Number(valor ?? 0) * 100);
/** The other side of a sum: no account of the chart. */
const FORA = '';
const ANTES = '0001-01-01';

function partidasDasSomas(conta: string, antes: [number, number], periodo: [number, number], inicio: string): Partida[] {
  const partida = (data: string, valor: number, debito: boolean): Partida => ({
    data, valorCentavos: valor, debito: debito ? conta : FORA, credito: debito ? FORA : conta,
    centroDeCustoDebito: null, centroDeCustoCredito: null, historico: '', encerramento: false,
  });
  return [partida(ANTES, antes[0], true), partida(ANTES, antes[1], false), partida(inicio, periodo[0], true), partida(inicio, periodo[1], false)].filter((p) => p.valorCentavos !== 0);
}

interface Somas {
  conta: number;
  antesD: string;
  antesC: string;
  d: string;
  c: string;
}

async function somas(db: Db, unidadeId: number, periodo: Periodo, conta: number | null): Promise<Somas[]> {
  const daConta = conta === null ? sql`true` : sql`conta_contabil_id = ${conta}`;
  const { rows } = await sql<Somas>`
    SELECT conta_contabil_id AS conta,
      coalesce(sum(debitos) FILTER (WHERE data < ${periodo.inicio}::date), 0)::text AS "antesD",
      coalesce(sum(creditos) FILTER (WHERE data < ${periodo.inicio}::date), 0)::text AS "antesC",
      coalesce(sum(debitos) FILTER (WHERE data >= ${periodo.inicio}::date), 0)::text AS d,
      coalesce(sum(creditos) FILTER (WHERE data >= ${periodo.inicio}::date), 0)::text AS c
    FROM saldo_contabil_diario WHERE unidade_id = ${unidadeId} AND data <= ${periodo.fim}::date AND ${daConta}
    GROUP BY conta_contabil_id`.execute(db);
  return rows;
}

/** Every account of the chart with its opening balance, the period's debits and credits and its closing balance. */
export async function balancete(db: Db, unidadeId: number, periodo: Periodo): Promise<BalanceteDaUnidade> {
  const plano = await lerPlano(db);
  const codigos = new Map(plano.map((c) => [c.id, c.codigo]));
  const partidas = (await somas(db, unidadeId, periodo, null)).flatMap((s) =>
    partidasDasSomas(codigos.get(s.conta) ?? FORA, [centavos(s.antesD), centavos(s.antesC)], [centavos(s.d), centavos(s.c)], periodo.inicio),
  );
  const porCodigo = new Map(plano.map((c) => [c.codigo, c]));
  const linhas = balanceteDoPlano(plano, partidas, periodo).map((l) => {
    const conta = porCodigo.get(l.codigo)!;
    return { ...l, id: conta.id, descricao: conta.descricao, nivel: conta.nivel, tipo: conta.tipo, natureza: conta.natureza, grupo: conta.grupo };
  });
  const analiticas = linhas.filter((l) => l.tipo === 'ANALITICA');
  return {
    ...periodo,
    linhas,
    totalDebitosCentavos: analiticas.reduce((s, l) => s + l.debitosCentavos, 0),
    totalCreditosCentavos: analiticas.reduce((s, l) => s + l.creditosCentavos, 0),
  };
}

/** An analytic account's balances of the period (without its entries), for the razão report that streams them. */
export interface ResumoDoRazao {
  conta: RazaoDaUnidade['conta'];
  saldoAnteriorCentavos: number;
  debitosCentavos: number;
  creditosCentavos: number;
  saldoFinalCentavos: number;
}

/** The account's opening and closing balances and the period's debits and credits; null when the chart lacks it, 422 for a synthetic one. */
export async function resumoDoRazao(db: Db, unidadeId: number, contaContabilId: number, periodo: Periodo): Promise<ResumoDoRazao | null> {
  const conta = (await lerPlano(db)).find((c) => c.id === contaContabilId);
  if (conta === undefined) return null;
  if (conta.tipo === 'SINTETICA') throw errosDeFormulario([{ field: 'contaContabilId', message: MENSAGEM_CONTA_ANALITICA }]);
  const [soma] = await somas(db, unidadeId, periodo, conta.id);
  const [antesD, antesC, d, c] = soma === undefined ? [0, 0, 0, 0] : [centavos(soma.antesD), centavos(soma.antesC), centavos(soma.d), centavos(soma.c)];
  const anterior = assinar(conta.natureza, antesD, antesC);
  return {
    conta: { id: conta.id, codigo: conta.codigo, descricao: conta.descricao, natureza: conta.natureza },
    saldoAnteriorCentavos: anterior,
    debitosCentavos: d,
    creditosCentavos: c,
    saldoFinalCentavos: anterior + assinar(conta.natureza, d, c),
  };
}

interface LinhaLida {
  id: number;
  data: string;
  valor: string;
  debito: number;
  credito: number;
  historico: string;
  origem: OrigemDoLancamento;
  contrapartida: string;
}

/** An account's entries of the period with the balance after each (the first LIMITE_DO_RAZAO), or null when the chart lacks it. */
export async function razao(db: Db, unidadeId: number, contaContabilId: number, periodo: Periodo): Promise<RazaoDaUnidade | null> {
  const conta = (await lerPlano(db)).find((c) => c.id === contaContabilId);
  if (conta === undefined) return null;
  if (conta.tipo === 'SINTETICA') throw errosDeFormulario([{ field: 'contaContabilId', message: MENSAGEM_CONTA_ANALITICA }]);
  const codigo = String(conta.id);
  const [soma] = await somas(db, unidadeId, periodo, conta.id);
  const { rows } = await sql<LinhaLida>`
    SELECT l.id, to_char(l.data, 'YYYY-MM-DD') AS data, l.valor::text, l.conta_debito_id AS debito, l.conta_credito_id AS credito, l.historico, l.origem,
      o.codigo || ' ' || o.descricao AS contrapartida
    FROM lancamento_contabil AS l
    JOIN conta_contabil AS o ON o.id = CASE WHEN l.conta_debito_id = ${conta.id} THEN l.conta_credito_id ELSE l.conta_debito_id END
    WHERE l.unidade_id = ${unidadeId} AND (l.conta_debito_id = ${conta.id} OR l.conta_credito_id = ${conta.id})
      AND l.data BETWEEN ${periodo.inicio}::date AND ${periodo.fim}::date
    ORDER BY l.data, l.id LIMIT ${LIMITE_DO_RAZAO + 1}`.execute(db);
  const truncado = rows.length > LIMITE_DO_RAZAO;
  const lidas = rows.slice(0, LIMITE_DO_RAZAO);
  const antes = soma === undefined ? [] : partidasDasSomas(codigo, [centavos(soma.antesD), centavos(soma.antesC)], [0, 0], periodo.inicio);
  const doPeriodo = new Map<Partida, LinhaLida>(
    lidas.map((r) => [
      { data: r.data, valorCentavos: centavos(r.valor), debito: String(r.debito), credito: String(r.credito), centroDeCustoDebito: null, centroDeCustoCredito: null, historico: r.historico, encerramento: r.origem === 'ENCERRAMENTO' },
      r,
    ]),
  );
  const resultado = razaoDaConta({ codigo, natureza: conta.natureza }, [...antes, ...doPeriodo.keys()], periodo);
  const linhas = resultado.linhas.map((l) => {
    const r = doPeriodo.get(l.partida)!;
    return { id: r.id, data: r.data, historico: r.historico, origem: r.origem, contrapartida: r.contrapartida, debitoCentavos: l.debitoCentavos, creditoCentavos: l.creditoCentavos, saldoCentavos: l.saldoCentavos };
  });
  // Cut short, the period's closing balance is the sums', not the last line's.
  const final = soma === undefined ? resultado.saldoFinalCentavos : resultado.saldoAnteriorCentavos + assinar(conta.natureza, centavos(soma.d), centavos(soma.c));
  return {
    conta: { id: conta.id, codigo: conta.codigo, descricao: conta.descricao, natureza: conta.natureza },
    ...periodo,
    saldoAnteriorCentavos: resultado.saldoAnteriorCentavos,
    linhas,
    saldoFinalCentavos: final,
    truncado,
  };
}
