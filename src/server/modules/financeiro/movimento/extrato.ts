import { sql, type RawBuilder } from 'kysely';
import type { ExtratoDaConta, LinhaDoExtratoDaConta, TipoDoMovimento } from '../../../../shared/api/movimento.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { extrato } from '../../../../shared/financeiro/extrato.ts';
import type { Db } from '../../../db/database.ts';
import { saldoNoInicioDe, type ContaDoMovimento } from './contas.ts';

// An account's statement for a period, a page at a time: its movements (the view movimento_conta)
// in the statement's order (data, tipo, the baixa's or transfer's id). One read of the period's
// movements gives the page's rows and, as window sums over all of them, the period's totals and
// the sum of the movements ahead of each row (a page past the end sums the period apart). The
// page's running balance starts from the opening balance plus that sum ahead of its first row,
// worked out in cents by the shared rule. Filtered by categoria or centro de custo, it is the
// filtered movements alone, their balance from zero.

export interface FiltrosDoExtrato {
  categoria: number | null;
  centroCusto: number | null;
}

export interface PaginaDoExtrato {
  pagina: number;
  porPagina: number;
}

interface Periodo {
  inicio: DataISO;
  fim: DataISO;
}

interface Totais {
  quantidade: number;
  entradas: string;
  saidas: string;
}

interface LinhaLida extends Totais {
  data: DataISO;
  valor: string;
  /** The sum of the period's movements ahead of this one. */
  anteriores: string;
  tipo: TipoDoMovimento;
  descricao: string | null;
  contraparte: string | null;
  tituloId: number | null;
  tituloTipo: 'RECEITA' | 'DESPESA' | null;
  transferenciaId: number | null;
}

/** The conditions that pick the period's movements of the account in the view `m`. */
function doPeriodo(conta: ContaDoMovimento, periodo: Periodo, filtros: FiltrosDoExtrato): RawBuilder<unknown> {
  const inicio = periodo.inicio > conta.dataSaldoInicial ? periodo.inicio : conta.dataSaldoInicial;
  const porCategoria = filtros.categoria === null ? sql`` : sql`AND m.categoria_id = ${filtros.categoria}`;
  const porCentro = filtros.centroCusto === null ? sql`` : sql`AND m.centro_custo_id = ${filtros.centroCusto}`;
  return sql`m.conta_id = ${conta.id} AND m.data BETWEEN ${inicio}::date AND ${periodo.fim}::date ${porCategoria} ${porCentro}`;
}

async function totais(db: Db, condicao: RawBuilder<unknown>): Promise<Totais> {
  const { rows } = await sql<Totais>`
    SELECT count(*)::integer AS quantidade,
      coalesce(sum(m.valor) FILTER (WHERE m.valor >= 0), 0)::text AS entradas,
      coalesce(-sum(m.valor) FILTER (WHERE m.valor < 0), 0)::text AS saidas
    FROM movimento_conta AS m WHERE ${condicao}`.execute(db);
  return rows[0] ?? { quantidade: 0, entradas: '0', saidas: '0' };
}

async function movimentos(db: Db, condicao: RawBuilder<unknown>, { pagina, porPagina }: PaginaDoExtrato): Promise<LinhaLida[]> {
  const { rows } = await sql<LinhaLida>`
    WITH pagina AS (
      SELECT m.*, coalesce(sum(m.valor) OVER (ORDER BY m.data, m.tipo, coalesce(m.baixa_id, m.transferencia_id) ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS anteriores,
        count(*) OVER () AS quantidade, sum(m.valor) FILTER (WHERE m.valor >= 0) OVER () AS entradas, -sum(m.valor) FILTER (WHERE m.valor < 0) OVER () AS saidas
      FROM movimento_conta AS m WHERE ${condicao}
      ORDER BY m.data, m.tipo, coalesce(m.baixa_id, m.transferencia_id)
      OFFSET ${(pagina - 1) * porPagina} LIMIT ${porPagina}
    )
    SELECT to_char(m.data, 'YYYY-MM-DD') AS data, m.valor::text AS valor, m.anteriores::text AS anteriores,
      m.quantidade::integer AS quantidade, coalesce(m.entradas, 0)::text AS entradas, coalesce(m.saidas, 0)::text AS saidas, m.tipo, m.descricao,
      coalesce(p.nome, outra.descricao) AS contraparte, m.titulo_id AS "tituloId", m.titulo_tipo AS "tituloTipo", m.transferencia_id AS "transferenciaId"
    FROM pagina AS m
    LEFT JOIN pessoa AS p ON p.id = m.pessoa_id
    LEFT JOIN transferencia AS tr ON tr.id = m.transferencia_id
    LEFT JOIN conta AS outra ON outra.id = CASE WHEN tr.conta_origem_id = m.conta_id THEN tr.conta_destino_id ELSE tr.conta_origem_id END
    ORDER BY m.data, m.tipo, coalesce(m.baixa_id, m.transferencia_id)`.execute(db);
  return rows;
}

const TIPO_DA_ROTA = { RECEITA: 'receita', DESPESA: 'despesa' } as const;
const centavos = (decimal: string): number => centavosDoDecimal(decimal) ?? 0;

function linhaDoExtrato(l: LinhaLida & { valorCentavos: number; saldoCentavos: number }): LinhaDoExtratoDaConta {
  return {
    data: l.data,
    tipo: l.tipo,
    descricao: l.descricao ?? '',
    contraparte: l.contraparte,
    valor: reaisDosCentavos(l.valorCentavos),
    saldo: reaisDosCentavos(l.saldoCentavos),
    titulo: l.tituloId === null || l.tituloTipo === null ? null : { id: l.tituloId, tipo: TIPO_DA_ROTA[l.tituloTipo] },
    transferencia: l.transferenciaId,
  };
}

export async function extratoDaConta(db: Db, conta: ContaDoMovimento, periodo: Periodo, filtros: FiltrosDoExtrato, pagina: PaginaDoExtrato): Promise<ExtratoDaConta> {
  const filtrado = filtros.categoria !== null || filtros.centroCusto !== null;
  const condicao = doPeriodo(conta, periodo, filtros);
  const saldoInicial = filtrado ? 0 : await saldoNoInicioDe(db, [conta], periodo.inicio);
  const lidas = await movimentos(db, condicao, pagina);
  const soma = lidas[0] ?? (await totais(db, condicao));
  const antesDaPagina = saldoInicial + (lidas[0] === undefined ? 0 : centavos(lidas[0].anteriores));
  const daPagina = extrato(antesDaPagina, lidas.map((l) => ({ ...l, valorCentavos: centavos(l.valor) })));
  const [entradas, saidas] = [centavos(soma.entradas), centavos(soma.saidas)];
  return {
    conta: { id: conta.id, descricao: conta.descricao },
    inicio: periodo.inicio,
    fim: periodo.fim,
    filtrado,
    saldoInicial: reaisDosCentavos(saldoInicial),
    entradas: reaisDosCentavos(entradas),
    saidas: reaisDosCentavos(saidas),
    saldoFinal: reaisDosCentavos(saldoInicial + entradas - saidas),
    quantidade: soma.quantidade,
    pagina: pagina.pagina,
    porPagina: pagina.porPagina,
    linhas: daPagina.linhas.map(linhaDoExtrato),
  };
}
