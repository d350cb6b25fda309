import { sql } from 'kysely';
import type { EventoOriginal } from '../../../../shared/contabilidade/partidas.ts';
import type { Db } from '../../../db/database.ts';

// The finance events as partidasDe reads them, from the stored baixas and transfers. A baixa's
// history names the título ("Recebimento: Doação mensal" / "Pagamento: Aluguel"); its withheld
// taxes go with each baixa in proportion to what it pays of the título's net (the installments
// add up to the net), rounded to the cent.

export const HISTORICO_RECEBIMENTO = 'Recebimento: {descricao}';
export const HISTORICO_PAGAMENTO = 'Pagamento: {descricao}';
export const HISTORICO_TRANSFERENCIA = 'Transferência: {descricao}';
export const HISTORICO_ESTORNO = 'Estorno: {historico}';

const centavos = (valor: string | number): number => Math.round(Number(valor) * 100);

interface LinhaDaBaixa {
  id: number;
  unidadeId: number;
  data: string;
  estornadaEm: string | null;
  tipo: 'RECEITA' | 'DESPESA';
  descricao: string | null;
  contaId: number | null;
  conta: string | null;
  categoriaId: number | null;
  categoria: string | null;
  centroCustoId: number | null;
  valor: string;
  juros: string;
  multa: string;
  desconto: string;
  liquido: string;
  retencoes: { sigla: string; valor: string }[] | null;
  lancada: boolean;
}

export interface BaixaContabil {
  id: number;
  /** Its own entries are there (only the reversal's are missing). */
  lancada: boolean;
  unidadeId: number;
  estornadaEm: string | null;
  evento: EventoOriginal;
}

const historico = (modelo: string, valores: Record<string, string>): string => modelo.replace(/\{(\w+)\}/g, (_, chave: string) => valores[chave] ?? '');

function evento(b: LinhaDaBaixa): EventoOriginal {
  const base = {
    data: b.data,
    historico: historico(b.tipo === 'RECEITA' ? HISTORICO_RECEBIMENTO : HISTORICO_PAGAMENTO, { descricao: b.descricao ?? '' }).slice(0, 300),
    contaBancaria: { id: b.contaId ?? 0, nome: b.conta ?? '—' },
    categoria: { id: b.categoriaId ?? 0, nome: b.categoria ?? '—' },
    centroDeCusto: b.centroCustoId === null ? null : String(b.centroCustoId),
    valorCentavos: centavos(b.valor),
    jurosCentavos: centavos(b.juros),
    multaCentavos: centavos(b.multa),
    descontoCentavos: centavos(b.desconto),
  };
  if (b.tipo === 'RECEITA') return { ...base, tipo: 'BAIXA_RECEITA' };
  const liquido = centavos(b.liquido);
  const retencoes = (b.retencoes ?? []).map((r) => ({ sigla: r.sigla, valorCentavos: liquido > 0 ? Math.round((centavos(r.valor) * base.valorCentavos) / liquido) : 0 }));
  // The gross a baixa settles: what it pays of the net plus its share of the withheld taxes.
  return { ...base, tipo: 'BAIXA_DESPESA', valorCentavos: base.valorCentavos + retencoes.reduce((s, r) => s + r.valorCentavos, 0), retencoes };
}

/** The baixas of the títulos given (all of them when null) that lack their entries: the baixa's, or its reversal's. */
export async function baixasSemLancamento(db: Db, titulos: readonly number[] | null): Promise<BaixaContabil[]> {
  const filtro = titulos === null ? sql`true` : sql`b.titulo_id = ANY(${[...titulos]}::int[])`;
  const { rows } = await sql<LinhaDaBaixa>`
    SELECT b.id, b.unidade_id AS "unidadeId", to_char(b.data, 'YYYY-MM-DD') AS data, to_char(b.estornada_em, 'YYYY-MM-DD') AS "estornadaEm",
      t.tipo, t.descricao, b.conta_id AS "contaId", c.descricao AS conta, t.categoria_id AS "categoriaId", cat.descricao AS categoria,
      t.centro_custo_id AS "centroCustoId", b.valor::text, b.juros::text, b.multa::text, b.desconto::text,
      (SELECT coalesce(sum(p.valor), 0) FROM parcela AS p WHERE p.titulo_id = t.id)::text AS liquido,
      (SELECT json_agg(json_build_object('sigla', i.sigla, 'valor', r.valor::text) ORDER BY r.ordem, r.id)
        FROM retencao AS r JOIN imposto AS i ON i.id = r.imposto_id WHERE r.titulo_id = t.id AND r.situacao <> 'CANCELADA' AND r.valor > 0) AS retencoes,
      EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.baixa_id = b.id AND l.origem = 'BAIXA') AS lancada
    FROM baixa AS b
    JOIN titulo AS t ON t.id = b.titulo_id
    LEFT JOIN conta AS c ON c.id = b.conta_id
    LEFT JOIN categoria AS cat ON cat.id = t.categoria_id
    WHERE ${filtro}
      AND (NOT EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.baixa_id = b.id AND l.origem = 'BAIXA')
        OR (b.estornada_em IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.baixa_id = b.id AND l.origem = 'ESTORNO_BAIXA')))
    ORDER BY b.id`.execute(db);
  return rows.map((b) => ({ id: b.id, lancada: b.lancada, unidadeId: b.unidadeId, estornadaEm: b.estornadaEm, evento: evento(b) }));
}

export interface TransferenciaContabil {
  id: number;
  lancada: boolean;
  unidadeId: number;
  dataEstorno: string | null;
  evento: EventoOriginal;
}

/** The transfers (their origin's record) given, or all, that lack their entries or their reversal's. */
export async function transferenciasSemLancamento(db: Db, ids: readonly number[] | null): Promise<TransferenciaContabil[]> {
  const filtro = ids === null ? sql`true` : sql`tr.id = ANY(${[...ids]}::int[])`;
  const { rows } = await sql<{
    id: number; unidadeId: number; data: string; dataEstorno: string | null; descricao: string | null; valor: string;
    origemId: number; origem: string; destinoId: number; destino: string; lancada: boolean;
  }>`
    SELECT tr.id, tr.unidade_id AS "unidadeId", to_char(tr.data, 'YYYY-MM-DD') AS data, to_char(tr.data_estorno, 'YYYY-MM-DD') AS "dataEstorno",
      tr.descricao, tr.valor::text, tr.conta_origem_id AS "origemId", o.descricao AS origem, tr.conta_destino_id AS "destinoId", d.descricao AS destino,
      EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.transferencia_id = tr.id AND l.origem = 'TRANSFERENCIA') AS lancada
    FROM transferencia AS tr JOIN conta AS o ON o.id = tr.conta_origem_id JOIN conta AS d ON d.id = tr.conta_destino_id
    WHERE tr.origem_id IS NULL AND ${filtro}
      AND (NOT EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.transferencia_id = tr.id AND l.origem = 'TRANSFERENCIA')
        OR (tr.data_estorno IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.transferencia_id = tr.id AND l.origem = 'ESTORNO_TRANSFERENCIA')))
    ORDER BY tr.id`.execute(db);
  return rows.map((t) => ({
    id: t.id,
    lancada: t.lancada,
    unidadeId: t.unidadeId,
    dataEstorno: t.dataEstorno,
    evento: {
      tipo: 'TRANSFERENCIA',
      data: t.data,
      historico: historico(HISTORICO_TRANSFERENCIA, { descricao: t.descricao ?? '' }).slice(0, 300),
      origem: { id: t.origemId, nome: t.origem },
      destino: { id: t.destinoId, nome: t.destino },
      valorCentavos: centavos(t.valor),
    },
  }));
}
