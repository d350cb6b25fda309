import { sql } from 'kysely';
import type { ExtratoDaConta, LinhaDoExtratoDaConta, TipoDoMovimento } from '../../../../shared/api/movimento.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { extrato } from '../../../../shared/financeiro/extrato.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import { saldoNoInicioDe, type ContaDoMovimento } from './contas.ts';

// An account's statement for a period: its movements (the view movimento_conta) in date order
// with the running balance, worked out in cents by the shared rule. Filtered by categoria or
// centro de custo, it is the filtered movements alone, their balance from zero.

export const LIMITE_DE_LINHAS = 10_000;
export const MENSAGEM_EXTRATO_LONGO = 'O extrato passa de 10.000 movimentos: escolha um período menor.';

export interface FiltrosDoExtrato {
  categoria: number | null;
  centroCusto: number | null;
}

interface LinhaLida {
  data: DataISO;
  valor: string;
  tipo: TipoDoMovimento;
  descricao: string | null;
  contraparte: string | null;
  tituloId: number | null;
  tituloTipo: 'RECEITA' | 'DESPESA' | null;
  transferenciaId: number | null;
}

async function movimentos(db: Db, conta: ContaDoMovimento, periodo: { inicio: DataISO; fim: DataISO }, filtros: FiltrosDoExtrato): Promise<LinhaLida[]> {
  const inicio = periodo.inicio > conta.dataSaldoInicial ? periodo.inicio : conta.dataSaldoInicial;
  const porCategoria = filtros.categoria === null ? sql`` : sql`AND m.categoria_id = ${filtros.categoria}`;
  const porCentro = filtros.centroCusto === null ? sql`` : sql`AND m.centro_custo_id = ${filtros.centroCusto}`;
  const { rows } = await sql<LinhaLida>`
    SELECT to_char(m.data, 'YYYY-MM-DD') AS data, m.valor::text AS valor, m.tipo, m.descricao,
      coalesce(p.nome, outra.descricao) AS contraparte, m.titulo_id AS "tituloId", m.titulo_tipo AS "tituloTipo", m.transferencia_id AS "transferenciaId"
    FROM movimento_conta AS m
    LEFT JOIN pessoa AS p ON p.id = m.pessoa_id
    LEFT JOIN transferencia AS tr ON tr.id = m.transferencia_id
    LEFT JOIN conta AS outra ON outra.id = CASE WHEN tr.conta_origem_id = m.conta_id THEN tr.conta_destino_id ELSE tr.conta_origem_id END
    WHERE m.conta_id = ${conta.id} AND m.data BETWEEN ${inicio}::date AND ${periodo.fim}::date ${porCategoria} ${porCentro}
    ORDER BY m.data, m.tipo, coalesce(m.baixa_id, m.transferencia_id)
    LIMIT ${LIMITE_DE_LINHAS + 1}`.execute(db);
  if (rows.length > LIMITE_DE_LINHAS) throw new HttpError(422, MENSAGEM_EXTRATO_LONGO);
  return rows;
}

const TIPO_DA_ROTA = { RECEITA: 'receita', DESPESA: 'despesa' } as const;

export async function extratoDaConta(db: Db, conta: ContaDoMovimento, periodo: { inicio: DataISO; fim: DataISO }, filtros: FiltrosDoExtrato): Promise<ExtratoDaConta> {
  const filtrado = filtros.categoria !== null || filtros.centroCusto !== null;
  const saldoInicial = filtrado ? 0 : await saldoNoInicioDe(db, [conta], periodo.inicio);
  const lidas = await movimentos(db, conta, periodo, filtros);
  const calculado = extrato(saldoInicial, lidas.map((l) => ({ ...l, valorCentavos: centavosDoDecimal(l.valor) ?? 0 })));
  const linhas: LinhaDoExtratoDaConta[] = calculado.linhas.map((l) => ({
    data: l.data,
    tipo: l.tipo,
    descricao: l.descricao ?? '',
    contraparte: l.contraparte,
    valor: reaisDosCentavos(l.valorCentavos),
    saldo: reaisDosCentavos(l.saldoCentavos),
    titulo: l.tituloId === null || l.tituloTipo === null ? null : { id: l.tituloId, tipo: TIPO_DA_ROTA[l.tituloTipo] },
    transferencia: l.transferenciaId,
  }));
  return {
    conta: { id: conta.id, descricao: conta.descricao },
    inicio: periodo.inicio,
    fim: periodo.fim,
    filtrado,
    saldoInicial: reaisDosCentavos(calculado.saldoInicialCentavos),
    entradas: reaisDosCentavos(calculado.entradasCentavos),
    saidas: reaisDosCentavos(calculado.saidasCentavos),
    saldoFinal: reaisDosCentavos(calculado.saldoFinalCentavos),
    linhas,
  };
}
